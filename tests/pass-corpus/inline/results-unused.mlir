// ARGS: --inline
// Unused results, calls of declarations, calls whose results feed other calls, and a call
// of a function whose body only returns.
func.func @main(%a: f32, %b: f32) -> f32 {
  %0 = call @both(%a, %b) : (f32, f32) -> f32
  %1 = call @ext(%0) : (f32) -> f32
  %2 = call @id(%1) : (f32) -> f32
  %3 = call @both(%2, %2) : (f32, f32) -> f32
  call @nothing() : () -> ()
  return %2 : f32
}
func.func private @both(%x: f32, %y: f32) -> f32 {
  %0 = arith.addf %x, %y : f32
  %1 = math.sqrt %0 : f32
  return %1 : f32
}
func.func private @ext(f32) -> f32
func.func private @id(%x: f32) -> f32 {
  return %x : f32
}
func.func private @nothing() {
  return
}
