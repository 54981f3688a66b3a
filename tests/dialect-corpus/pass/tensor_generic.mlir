// tensor ops in generic form (properties, segment sizes, unit attributes), with encodings.
func.func @f(%n: index, %t: tensor<4x?xf32, "enc">, %v: f32, %idx: tensor<2x1xindex>) {
  %0 = "tensor.empty"(%n) : (index) -> tensor<4x?xf32, "enc">
  %1 = "tensor.cast"(%0) : (tensor<4x?xf32, "enc">) -> tensor<?x?xf32>
  %2 = "tensor.dim"(%t, %n) : (tensor<4x?xf32, "enc">, index) -> index
  %3 = "tensor.extract"(%t, %n, %n) : (tensor<4x?xf32, "enc">, index, index) -> f32
  %4 = "tensor.insert"(%3, %t, %n, %n) : (f32, tensor<4x?xf32, "enc">, index, index) -> tensor<4x?xf32, "enc">
  %5 = "tensor.from_elements"(%v, %3) : (f32, f32) -> tensor<2xf32, "enc">
  %6 = "tensor.extract_slice"(%t, %n, %n) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<4x?xf32, "enc">, index, index) -> tensor<2x?xf32, "enc">
  %7 = "tensor.insert_slice"(%6, %t, %n, %n) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<2x?xf32, "enc">, tensor<4x?xf32, "enc">, index, index) -> tensor<4x?xf32, "enc">
  %8 = "tensor.pad"(%t, %n) <{nofold, operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 2, 0>, static_low = array<i64: 1, -9223372036854775808>}> ({
  ^bb0(%a: index, %b: index):
    "tensor.yield"(%v) : (f32) -> ()
  }) : (tensor<4x?xf32, "enc">, index) -> tensor<7x?xf32>
  %9 = "tensor.generate"(%n) ({
  ^bb0(%a: index, %b: index):
    "tensor.yield"(%v) : (f32) -> ()
  }) {tag} : (index) -> tensor<4x?xf32>
  %10 = "tensor.expand_shape"(%5) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 2>}> : (tensor<2xf32, "enc">) -> tensor<1x2xf32>
  %11 = "tensor.collapse_shape"(%10) <{reassociation = [[0, 1]]}> : (tensor<1x2xf32>) -> tensor<2xf32>
  %12 = "tensor.concat"(%t, %t) <{dim = 1 : i64}> : (tensor<4x?xf32, "enc">, tensor<4x?xf32, "enc">) -> tensor<4x?xf32>
  %13 = "tensor.gather"(%t, %idx) <{gather_dims = array<i64: 1>, unique}> : (tensor<4x?xf32, "enc">, tensor<2x1xindex>) -> tensor<2x4x1xf32, "enc">
  %14 = "tensor.scatter"(%13, %t, %idx) <{scatter_dims = array<i64: 1>, unique}> : (tensor<2x4x1xf32, "enc">, tensor<4x?xf32, "enc">, tensor<2x1xindex>) -> tensor<4x?xf32, "enc">
  %15 = "tensor.splat"(%v, %n) : (f32, index) -> tensor<4x?xf32, "enc">
  %16 = "tensor.rank"(%t) : (tensor<4x?xf32, "enc">) -> index
  %17 = "tensor.bitcast"(%5) : (tensor<2xf32, "enc">) -> tensor<2xi32>
  return
}
