// The content's problems, apart from the loader that finds them: start-up reports them, and loads
// the loader (with its schemas and rules) only when the content has to be read at all.

export interface ContentProblem {
  file: string;
  field: string;
  message: string;
}

export class ContentError extends Error {
  readonly problems: ContentProblem[];
  constructor(problems: ContentProblem[]) {
    super(`${problems.length} content problem(s)`);
    this.problems = problems;
  }
}
