// tensor: from elements memref.
func.func @f(%v: f32) {
  %0 = tensor.from_elements %v : memref<1xf32>
  return
}
