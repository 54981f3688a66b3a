// ARGS: --allow-unregistered-dialect --inline
module {
  module @inner {
    func.func @caller(%x: f32) -> f32 {
      %0 = call @helper(%x) : (f32) -> f32
      return %0 : f32
    }
    func.func private @helper(%x: f32) -> f32 {
      %0 = arith.addf %x, %x : f32
      return %0 : f32
    }
  }
  func.func @outer(%x: f32) -> f32 {
    %0 = call @helper(%x) : (f32) -> f32
    %1 = "xyz.call"(%0) {callee = @inner::@caller} : (f32) -> f32
    return %1 : f32
  }
  func.func private @helper(%x: f32) -> f32 {
    %0 = arith.mulf %x, %x : f32
    return %0 : f32
  }
}
