# Helpers shared by the side-by-side benchmarks (sourced; they expect `$work`, a scratch dir).

# run NAME CMD...: runs CMD with stdout discarded and appends "seconds kib user-seconds" to
# $work/NAME
run() {
  local name=$1; shift
  /usr/bin/time -f "%e %M %U" -o "$work/t" "$@" > /dev/null
  cat "$work/t" >> "$work/$name"
}

# median of the numbers on stdin, one per line
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# report HEADING FORM...: for each FORM, the medians of $work/mlir-FORM and $work/ods-FORM
# (wall time, peak RSS) and their ratios
report() {
  local heading=$1; shift
  printf "%-8s %-10s %10s %14s %12s\n" "$heading" tool "median s" "peak RSS MiB" "median user"
  local form ot om ou mt mm mu
  for form in "$@"; do
    ot=$(cut -d' ' -f1 "$work/ods-$form" | median); om=$(cut -d' ' -f2 "$work/ods-$form" | median)
    ou=$(cut -d' ' -f3 "$work/ods-$form" | median)
    mt=$(cut -d' ' -f1 "$work/mlir-$form" | median); mm=$(cut -d' ' -f2 "$work/mlir-$form" | median)
    mu=$(cut -d' ' -f3 "$work/mlir-$form" | median)
    awk -v f="$form" -v ot="$ot" -v om="$om" -v ou="$ou" -v mt="$mt" -v mm="$mm" -v mu="$mu" 'BEGIN {
      printf "%-8s %-10s %10.3f %14.1f %12.3f\n", f, "mlir-opt", mt, mm / 1024, mu;
      printf "%-8s %-10s %10.3f %14.1f %12.3f\n", f, "ods-opt", ot, om / 1024, ou;
      printf "%-8s speed-up %.2fx (user CPU %.2fx), memory ratio %.2f\n", f, mt / ot, mu / ou, om / mm;
    }'
  done
}
