-- GETs for the benches. The first argument names a file of Cookie header values, one a line;
-- thread n of `step` threads takes lines n, n + step… so consecutive requests come from different
-- users. Prints one RESULT line as JSON (the same form as writes.lua).
local threads = {}
local count = 0

function setup(thread)
  thread:set("id", count)
  count = count + 1
  table.insert(threads, thread)
end

function init(args)
  local file = args[1]
  step, target = tonumber(args[2]), args[3]
  headers = { ["Accept-Encoding"] = "gzip, br" }
  lines = {}
  for line in io.lines(file) do lines[#lines + 1] = line end
  i, created, ok, other = id, 0, 0, 0
end

function request()
  headers["Cookie"] = lines[(i % #lines) + 1]
  i = i + step
  return wrk.format("GET", target, headers)
end

function response(status)
  if status == 200 then ok = ok + 1 else other = other + 1 end
end

function done(summary, latency)
  local o, x = 0, 0
  for _, thread in ipairs(threads) do
    o, x = o + thread:get("ok"), x + thread:get("other")
  end
  local e = summary.errors
  io.write(string.format(
    'RESULT {"requests":%d,"seconds":%.3f,"created":0,"ok":%d,"other":%d,"p50":%.2f,"p99":%.2f,"socketErrors":%d}\n',
    summary.requests, summary.duration / 1e6, o, x, latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, e.connect + e.read + e.write + e.timeout))
end
