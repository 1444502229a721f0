-- wrk script for scripts/bench/search.ts: requests the paths of a file in turn and reports the
-- figures as one JSON line. Arguments (after wrk's `--`): the paths file, the first request number,
-- and "unique" to add `_n=<number>` to every path so the response cache cannot answer.
local paths, number, unique = {}, 0, false

function init(args)
  for line in io.lines(args[1]) do paths[#paths + 1] = line end
  number = tonumber(args[2])
  unique = args[3] == "unique"
end

local next_path = 0

function request()
  next_path = next_path % #paths + 1
  local path = paths[next_path]
  if unique then
    number = number + 1
    path = path .. (path:find("?", 1, true) and "&" or "?") .. "_n=" .. number
  end
  return wrk.format("GET", path)
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    'BENCH {"requests":%d,"seconds":%f,"p50":%f,"p99":%f,"errors":%d}\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    errors.connect + errors.read + errors.write + errors.status + errors.timeout))
end
