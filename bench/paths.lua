-- GETs of the paths in a file (one a line), in turn, each connection starting at its own line.
-- Prints one RESULT line as JSON: requests, seconds, p50 and p99 in ms, non-200 answers, errors.
local threads = {}
local count = 0

function setup(thread)
  thread:set("id", count)
  count = count + 1
  table.insert(threads, thread)
end

function init(args)
  paths = {}
  for line in io.lines(args[1]) do paths[#paths + 1] = line end
  headers = { ["Accept-Encoding"] = "gzip, br" }
  i, other = id, 0
end

function request()
  local path = paths[(i % #paths) + 1]
  i = i + 1
  return wrk.format("GET", path, headers)
end

function response(status)
  if status ~= 200 then other = other + 1 end
end

function done(summary, latency)
  local x = 0
  for _, thread in ipairs(threads) do x = x + thread:get("other") end
  local e = summary.errors
  io.write(string.format(
    'RESULT {"requests":%d,"seconds":%.3f,"p50":%.3f,"p99":%.3f,"other":%d,"socketErrors":%d}\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, x, e.connect + e.read + e.write + e.timeout))
end
