-- wrk script for the benchmarks (scripts/bench/lib/http-bench.mjs): reports the run's figures as one
-- JSON line. Without arguments it requests the URL wrk was given. With arguments (after wrk's
-- `--`): a file of paths requested in turn, the first request number, and "unique" to add
-- `_n=<number>` to every path so the response cache cannot answer.
local paths, number, unique = {}, 0, false
local next_path = 0

local function next_request()
  next_path = next_path % #paths + 1
  local path = paths[next_path]
  if unique then
    number = number + 1
    path = path .. (path:find("?", 1, true) and "&" or "?") .. "_n=" .. number
  end
  return wrk.format("GET", path)
end

function init(args)
  if args[1] == nil then return end
  for line in io.lines(args[1]) do paths[#paths + 1] = line end
  number = tonumber(args[2])
  unique = args[3] == "unique"
  -- wrk sends one fixed request unless the script defines request() by the end of init.
  request = next_request
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    'BENCH {"requests":%d,"seconds":%f,"p50":%f,"p99":%f,"errors":%d}\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    errors.connect + errors.read + errors.write + errors.status + errors.timeout))
end
