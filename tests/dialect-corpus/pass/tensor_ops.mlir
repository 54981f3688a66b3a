// tensor ops in custom form, with result names (%cast, %dim, %extracted, %inserted, ...).
func.func @f(%n: index, %i: index, %t: tensor<4x?xf32>, %u: tensor<*xf32>, %v: f32, %s: tensor<2xindex>, %s32: tensor<1xi32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %e2 = tensor.empty(%n, %i) : tensor<?x3x?xi32>
  %e3 = tensor.empty() {foo = 1 : i64} : tensor<f32>
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %c2 = tensor.cast %c : tensor<?x?xf32> to tensor<*xf32>
  %c3 = tensor.cast %u : tensor<*xf32> to tensor<4x8xf32>
  %d = tensor.dim %t, %i : tensor<4x?xf32>
  %d2 = tensor.dim %u, %i : tensor<*xf32>
  %x = tensor.extract %t[%i, %n] : tensor<4x?xf32>
  %x0 = tensor.extract %e3[] : tensor<f32>
  %in = tensor.insert %v into %t[%i, %n] : tensor<4x?xf32>
  %in0 = tensor.insert %x0 into %e3[] : tensor<f32>
  %fe = tensor.from_elements %v, %x, %x0, %v : tensor<2x2xf32>
  %fe1 = tensor.from_elements %n : tensor<index>
  %fe0 = tensor.from_elements : tensor<0xf32>
  %r = tensor.rank %u : tensor<*xf32>
  %r2 = tensor.rank %t : tensor<4x?xf32>
  %rs = tensor.reshape %t(%s) : (tensor<4x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %rs2 = tensor.reshape %e(%s32) : (tensor<4x8xf32>, tensor<1xi32>) -> tensor<32xf32>
  %sp = tensor.splat %v : tensor<8x16xf32>
  %sp2 = tensor.splat %v[%n, %i] : tensor<?x2x?xf32>
  %bc = tensor.bitcast %e2 : tensor<?x3x?xi32> to tensor<?x3x?xf32>
  %bc2 = tensor.bitcast %c2 : tensor<*xf32> to tensor<*xui32>
  return
}
