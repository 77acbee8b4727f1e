-- POSTs for bench/writes.ts. The first argument names a file of "cookie<TAB>body" lines; thread n
-- of `step` threads takes lines n, n + step, n + 2 step… so consecutive requests go to different
-- users, and every line is sent once before any is repeated. Prints one RESULT line as JSON.
local threads = {}
local count = 0

function setup(thread)
  thread:set("id", count)
  count = count + 1
  table.insert(threads, thread)
end

function init(args)
  local file, origin = args[1], args[3]
  step, target = tonumber(args[2]), args[4]
  headers = { ["Content-Type"] = "application/json", ["Origin"] = origin }
  lines = {}
  for line in io.lines(file) do
    local tab = line:find("\t", 1, true)
    lines[#lines + 1] = { line:sub(1, tab - 1), line:sub(tab + 1) }
  end
  i, created, ok, other = id, 0, 0, 0
end

function request()
  local line = lines[(i % #lines) + 1]
  i = i + step
  headers["Cookie"] = line[1]
  return wrk.format("POST", target, headers, line[2])
end

function response(status)
  if status == 201 then
    created = created + 1
  elseif status == 200 then
    ok = ok + 1
  else
    other = other + 1
  end
end

function done(summary, latency)
  local c, o, x = 0, 0, 0
  for _, thread in ipairs(threads) do
    c, o, x = c + thread:get("created"), o + thread:get("ok"), x + thread:get("other")
  end
  local e = summary.errors
  io.write(string.format(
    'RESULT {"requests":%d,"seconds":%.3f,"created":%d,"ok":%d,"other":%d,"p50":%.2f,"p99":%.2f,"socketErrors":%d}\n',
    summary.requests, summary.duration / 1e6, c, o, x, latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, e.connect + e.read + e.write + e.timeout))
end
