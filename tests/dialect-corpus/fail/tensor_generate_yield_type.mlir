// tensor: generate yield type.
func.func @f(%n: index, %v: i32) {
  %0 = tensor.generate %n {
    ^bb0(%i: index):
      tensor.yield %v : i32
    } : tensor<?xf32>
  return
}
