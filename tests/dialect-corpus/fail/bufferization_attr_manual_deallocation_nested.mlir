// The attribute check runs on nested ops too, before their own verifier.
func.func @f(%m: memref<4xf32>) {
  scf.execute_region {
    %0 = "bufferization.to_tensor"(%m) {bufferization.manual_deallocation} : (memref<4xf32>) -> tensor<5xf32>
    scf.yield
  }
  return
}
