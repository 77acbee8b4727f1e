-- POSTs for bench/writes.ts. The first argument names a file of "cookie<TAB>body" lines; thread n
-- of `step` threads takes lines n, n + step, n + 2 step… so consecutive requests go to different
-- users, and every line is sent once before any is repeated. Prints one RESULT line as JSON.
--
-- The fifth argument is the number of connections per thread: each connection's first request
-- waits OPEN_MS, so that every connection is open before the load begins, and the run's seconds
-- are counted from then. A server saturated by the first connections accepts one new connection
-- per event-loop iteration (libuv no longer accepts in a loop), so without the wait the last
-- connections of a cold start queue for half a second and the measure is of that ramp, a bare
-- node:http server's as much as ours, not of the steady load.
local OPEN_MS = 250
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
  opening = tonumber(args[5] or "0")
end

function delay()
  if opening > 0 then
    opening = opening - 1
    return OPEN_MS
  end
  return 0
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
    summary.requests, summary.duration / 1e6 - OPEN_MS / 1000, c, o, x, latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, e.connect + e.read + e.write + e.timeout))
end
