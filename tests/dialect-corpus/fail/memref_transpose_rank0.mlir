// memref: transpose of a 0-D memref with an offset.
func.func @f(%b: memref<f32, strided<[], offset: 3>>) {
  %0 = memref.transpose %b () -> () : memref<f32, strided<[], offset: 3>> to memref<f32>
  return
}
