// math's classification ops build their result type the same way.
func.func @f(%a: () -> ()) -> i1 {
  %0 = math.isnan %a : () -> ()
  return %0 : i1
}
