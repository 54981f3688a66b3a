// ARGS: --print-op-stats=json=1
