// ARGS: --allow-unregistered-dialect --verify-diagnostics --split-input-file
// from fail/tensor_bitcast_index.mlir
// tensor: bitcast index.
func.func @f(%t: tensor<4xindex>) {
  %0 = tensor.bitcast %t : tensor<4xindex> to tensor<4xi64>
  return
}
// expected-error@-3 {{'tensor.bitcast' op operand #0 must be tensor of signless integer or unsigned integer or signed integer or floating-point values, but got 'tensor<4xindex>'}}
// -----
// from fail/tensor_bitcast_shape.mlir
// tensor: bitcast shape.
func.func @f(%t: tensor<4xf32>) {
  %0 = tensor.bitcast %t : tensor<4xf32> to tensor<2xi32>
  return
}
// expected-error@-3 {{'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<2xi32>' are cast incompatible}}
// -----
// from fail/tensor_bitcast_vector.mlir
// tensor: bitcast vector.
func.func @f(%t: vector<4xf32>) {
  %0 = tensor.bitcast %t : vector<4xf32> to tensor<4xi32>
  return
}
// expected-error@-3 {{custom op 'tensor.bitcast' invalid kind of type specified}}
// -----
// from fail/tensor_bitcast_width.mlir
// tensor: bitcast width.
func.func @f(%t: tensor<4xf32>) {
  %0 = tensor.bitcast %t : tensor<4xf32> to tensor<4xi64>
  return
}
// expected-error@-3 {{'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi64>' are cast incompatible}}
// -----
// from fail/tensor_cast_element_type.mlir
// tensor: cast element type.
func.func @f(%t: tensor<4xf32>) {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4xi32>
  return
}
// expected-error@-3 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32>' are cast incompatible}}
// -----
// from fail/tensor_cast_memref.mlir
// tensor: cast memref.
func.func @f(%t: memref<4xf32>) {
  %0 = tensor.cast %t : memref<4xf32> to tensor<4xf32>
  return
}
// expected-error@-3 {{custom op 'tensor.cast' invalid kind of type specified}}
// -----
// from fail/tensor_cast_rank.mlir
// tensor: cast rank.
func.func @f(%t: tensor<4xf32>) {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4x1xf32>
  return
}
// expected-error@-3 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4x1xf32>' are cast incompatible}}
// -----
// from fail/tensor_cast_static_sizes.mlir
// tensor: cast static sizes.
func.func @f(%t: tensor<4xf32>) {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<5xf32>
  return
}
// expected-error@-3 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible}}
// -----
// from fail/tensor_cast_unranked_element.mlir
// tensor: cast unranked element.
func.func @f(%t: tensor<*xf32>) {
  %0 = tensor.cast %t : tensor<*xf32> to tensor<*xi32>
  return
}
// expected-error@-3 {{'tensor.cast' op operand type 'tensor<*xf32>' and result type 'tensor<*xi32>' are cast incompatible}}
// -----
// from fail/tensor_cast_vector.mlir
// tensor: cast vector.
func.func @f(%t: vector<4xf32>) {
  %0 = tensor.cast %t : vector<4xf32> to tensor<4xf32>
  return
}
// expected-error@-3 {{custom op 'tensor.cast' invalid kind of type specified}}
// -----
// from fail/tensor_collapse_shape_dynamic.mlir
// tensor: collapse shape dynamic.
func.func @f(%t: tensor<2x?xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x?xf32> into tensor<6xf32>
  return
}
// expected-error@-3 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
// -----
// from fail/tensor_collapse_shape_gap.mlir
// tensor: collapse shape gap.
func.func @f(%t: tensor<2x4x3xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1], [3]] : tensor<2x4x3xf32> into tensor<8x3xf32>
  return
}
// expected-error@-3 {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (3), but it is  4.}}
// -----
// from fail/tensor_collapse_shape_i32_reassociation.mlir
// tensor: collapse shape i32 reassociation.
func.func @f(%t: tensor<2x4xf32>) {
  %0 = tensor.collapse_shape %t [[0 : i32, 1 : i32]] : tensor<2x4xf32> into tensor<8xf32>
  return
}
// expected-error@-3 {{'tensor.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
// -----
// from fail/tensor_collapse_shape_map_count.mlir
// tensor: collapse shape map count.
func.func @f(%t: tensor<2x4x3xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<2x4x3xf32> into tensor<8x3xf32>
  return
}
// expected-error@-3 {{'tensor.collapse_shape' op expected collapsed rank (2) to equal the number of reassociation maps (1).}}
// -----
// from fail/tensor_collapse_shape_missing_into.mlir
// tensor: collapse shape missing into.
func.func @f(%t: tensor<2x4xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x4xf32> to tensor<8xf32>
  return
}
// expected-error@-3 {{custom op 'tensor.collapse_shape' expected 'into'}}
// -----
// from fail/tensor_collapse_shape_rank.mlir
// tensor: collapse shape rank.
func.func @f(%t: tensor<8xf32>) {
  %0 = tensor.collapse_shape %t [[0], [1]] : tensor<8xf32> into tensor<2x4xf32>
  return
}
// expected-error@-3 {{'tensor.collapse_shape' op expected the expanded type, 'tensor<8xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<2x4xf32>'.}}
// -----
// from fail/tensor_collapse_shape_static_product.mlir
// tensor: collapse shape static product.
func.func @f(%t: tensor<2x4xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x4xf32> into tensor<6xf32>
  return
}
// expected-error@-3 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 8}}
// -----
// from fail/tensor_concat_dim.mlir
// tensor: concat dim.
func.func @f(%a: tensor<4xf32>) {
  %0 = tensor.concat dim(1) %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return
}
// expected-error@-3 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
// -----
// from fail/tensor_concat_element_type.mlir
// tensor: concat element type.
func.func @f(%a: tensor<4xf32>, %b: tensor<4xi32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<4xf32>, tensor<4xi32>) -> tensor<8xf32>
  return
}
// expected-error@-3 {{'tensor.concat' op inputs and result element type must match}}
// -----
// from fail/tensor_concat_missing_parens.mlir
// tensor: concat missing parens.
func.func @f(%a: tensor<4xf32>) {
  %0 = tensor.concat dim 0 %a : (tensor<4xf32>) -> tensor<4xf32>
  return
}
// expected-error@-3 {{expected '('}}
// -----
// from fail/tensor_concat_no_inputs.mlir
// tensor: concat no inputs.
func.func @f() {
  %0 = tensor.concat dim(0) : () -> tensor<4xf32>
  return
}
// expected-error@-3 {{'tensor.concat' op requires at least one input}}
// -----
// from fail/tensor_concat_other_dim.mlir
// tensor: concat other dim.
func.func @f(%a: tensor<4x2xf32>, %b: tensor<4x3xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<4x2xf32>, tensor<4x3xf32>) -> tensor<8x2xf32>
  return
}
// expected-error@-3 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
// -----
// from fail/tensor_concat_rank.mlir
// tensor: concat rank.
func.func @f(%a: tensor<4xf32>, %b: tensor<4x1xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<4xf32>, tensor<4x1xf32>) -> tensor<8xf32>
  return
}
// expected-error@-3 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
// -----
// from fail/tensor_concat_result.mlir
// tensor: concat result.
func.func @f(%a: tensor<4x2xf32>, %b: tensor<?x2xf32>) {
  %0 = tensor.concat dim(1) %a, %b : (tensor<4x2xf32>, tensor<?x2xf32>) -> tensor<5x4xf32>
  return
}
// expected-error@-3 {{'tensor.concat' op result type 'tensor<5x4xf32>'does not match inferred shape 'tensor<4x4xf32>' static sizes}}
// -----
// from fail/tensor_concat_result_sum.mlir
// tensor: concat result sum.
func.func @f(%a: tensor<4x2xf32>) {
  %0 = tensor.concat dim(0) %a, %a : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<9x2xf32>
  return
}
// expected-error@-3 {{'tensor.concat' op result type 'tensor<9x2xf32>'does not match inferred shape 'tensor<8x2xf32>' static sizes}}
// -----
// from fail/tensor_concat_unranked.mlir
// tensor: concat unranked.
func.func @f(%a: tensor<*xf32>) {
  %0 = tensor.concat dim(0) %a : (tensor<*xf32>) -> tensor<4xf32>
  return
}
// expected-error@-3 {{'tensor.concat' op operand #0 must be variadic of ranked tensor of any type values, but got 'tensor<*xf32>'}}
// -----
// from fail/tensor_dim_extra_operand.mlir
// tensor: dim extra operand.
func.func @f(%t: tensor<4xf32>, %i: index) {
  %0 = "tensor.dim"(%t, %i, %i) : (tensor<4xf32>, index, index) -> index
  return
}
// expected-error@-3 {{'tensor.dim' op expected 2 operands, but found 3}}
// -----
// from fail/tensor_dim_memref.mlir
// tensor: dim memref.
func.func @f(%t: memref<4xf32>, %i: index) {
  %0 = "tensor.dim"(%t, %i) : (memref<4xf32>, index) -> index
  return
}
// expected-error@-3 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'memref<4xf32>'}}
// -----
// from fail/tensor_dim_rank0.mlir
// tensor: dim rank0.
func.func @f(%t: tensor<f32>, %i: index) {
  %0 = tensor.dim %t, %i : tensor<f32>
  return
}
// expected-error@-3 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
// -----
// from fail/tensor_empty_extra_size.mlir
// tensor: empty extra size.
func.func @f(%n: index) {
  %0 = tensor.empty(%n) : tensor<4xf32>
  return
}
// expected-error@-3 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
// -----
// from fail/tensor_empty_missing_size.mlir
// tensor: empty missing size.
func.func @f(%n: index) {
  %0 = tensor.empty() : tensor<?xf32>
  return
}
// expected-error@-3 {{'tensor.empty' op incorrect number of dynamic sizes, has 0, expected 1}}
// -----
// from fail/tensor_empty_unranked.mlir
// tensor: empty unranked.
func.func @f(%n: index) {
  %0 = tensor.empty() : tensor<*xf32>
  return
}
// expected-error@-3 {{custom op 'tensor.empty' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
// -----
// from fail/tensor_expand_shape_bad_reassociation.mlir
// tensor: expand shape bad reassociation.
func.func @f(%t: tensor<8xf32>) {
  %0 = "tensor.expand_shape"(%t) <{reassociation = [0, 1], static_output_shape = array<i64: 2, 4>}> : (tensor<8xf32>) -> tensor<2x4xf32>
  return
}
// expected-error@-3 {{'tensor.expand_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
// -----
// from fail/tensor_expand_shape_dynamic_collapsed.mlir
// tensor: expand shape dynamic collapsed.
func.func @f(%t: tensor<8xf32>, %n: index) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [%n, 4] : tensor<8xf32> into tensor<?x4xf32>
  return
}
// expected-error@-3 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
// -----
// from fail/tensor_expand_shape_element_type.mlir
// tensor: expand shape element type.
func.func @f(%t: tensor<8xf32>) {
  %0 = "tensor.expand_shape"(%t) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 4>}> : (tensor<8xf32>) -> tensor<2x4xi32>
  return
}
// expected-error@-3 {{'tensor.expand_shape' op expected collapsed type to be 'tensor<8xi32>', but got 'tensor<8xf32>'}}
// -----
// from fail/tensor_expand_shape_flat_reassociation.mlir
// tensor: expand shape flat reassociation.
func.func @f(%t: tensor<8xf32>) {
  %0 = tensor.expand_shape %t [0, 1] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  return
}
// expected-error@-3 {{'tensor.expand_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
// -----
// from fail/tensor_expand_shape_map_count.mlir
// tensor: expand shape map count.
func.func @f(%t: tensor<8xf32>) {
  %0 = tensor.expand_shape %t [[0], [1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  return
}
// expected-error@-3 {{'tensor.expand_shape' op expected collapsed rank (1) to equal the number of reassociation maps (2).}}
// -----
// from fail/tensor_expand_shape_map_size.mlir
// tensor: expand shape map size.
func.func @f(%t: tensor<8xf32>) {
  %0 = tensor.expand_shape %t [[0, 1, 2]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  return
}
// expected-error@-3 {{'tensor.expand_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  3.}}
// -----
// from fail/tensor_expand_shape_not_contiguous.mlir
// tensor: expand shape not contiguous.
func.func @f(%t: tensor<8x1xf32>) {
  %0 = tensor.expand_shape %t [[1, 0], [2]] output_shape [2, 4, 1] : tensor<8x1xf32> into tensor<2x4x1xf32>
  return
}
// expected-error@-3 {{'tensor.expand_shape' op expected reassociation map #0 to be valid and contiguous.}}
// -----
// from fail/tensor_expand_shape_rank.mlir
// tensor: expand shape rank.
func.func @f(%t: tensor<2x4xf32>) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [8] : tensor<2x4xf32> into tensor<8xf32>
  return
}
// expected-error@-3 {{'tensor.expand_shape' op expected the expanded type, 'tensor<8xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<2x4xf32>'.}}
// -----
// from fail/tensor_expand_shape_static_count.mlir
// tensor: expand shape static count.
func.func @f(%t: tensor<8xf32>) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 4, 1] : tensor<8xf32> into tensor<2x4xf32>
  return
}
// expected-error@-3 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (2) but found 3 inputs instead}}
// -----
// from fail/tensor_expand_shape_static_product.mlir
// tensor: expand shape static product.
func.func @f(%t: tensor<8xf32>) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 3] : tensor<8xf32> into tensor<2x3xf32>
  return
}
// expected-error@-3 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 6}}
// -----
// from fail/tensor_extract_index_count.mlir
// tensor: extract index count.
func.func @f(%t: tensor<4x4xf32>, %i: index) {
  %0 = tensor.extract %t[%i] : tensor<4x4xf32>
  return
}
// expected-error@-3 {{'tensor.extract' op incorrect number of indices for extract_element}}
// -----
// from fail/tensor_extract_result_type.mlir
// tensor: extract result type.
func.func @f(%t: tensor<4xf32>, %i: index) {
  %0 = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> i32
  return
}
// expected-error@-3 {{'tensor.extract' op failed to verify that result type matches element type of tensor}}
// -----
// from fail/tensor_extract_slice_bad_entry.mlir
// tensor: extract slice bad entry.
func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, x] [1, 4] [1, 1] : tensor<8x16xf32> to tensor<1x4xf32>
  return
}
// expected-error@-3 {{custom op 'tensor.extract_slice' expected integer value}}
// expected-error@-4 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
// -----
// from fail/tensor_extract_slice_dynamic_count.mlir
// tensor: extract slice dynamic count.
func.func @f(%t: tensor<8x16xf32>, %n: index) {
  %0 = "tensor.extract_slice"(%t, %n) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x16xf32>, index) -> tensor<1x4xf32>
  return
}
// expected-error@-3 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
// -----
// from fail/tensor_extract_slice_dynamic_result.mlir
// tensor: extract slice dynamic result.
func.func @f(%t: tensor<8x16xf32>, %n: index) {
  %0 = tensor.extract_slice %t[0, 0] [%n, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return
}
// expected-error@-3 {{expected type to be 'tensor<?x4xf32>' or a rank-reduced version. (size mismatch) }}
// -----
// from fail/tensor_extract_slice_element_type.mlir
// tensor: extract slice element type.
func.func @f(%t: tensor<8x16xf32>) {
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x16xf32>) -> tensor<4xi32>
  return
}
// expected-error@-3 {{expected element type to be 'f32'}}
// -----
// from fail/tensor_extract_slice_empty_at_end.mlir
// tensor: extract slice empty at end.
func.func @f(%s: tensor<4xf32>) {
  %x = tensor.extract_slice %s[4] [0] [1] : tensor<4xf32> to tensor<0xf32>
  return
}
// expected-error@-3 {{offset 0 is out-of-bounds: 4 >= 4}}
// -----
// from fail/tensor_extract_slice_end_oob.mlir
// tensor: extract slice end oob.
func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 10] [1, 4] [1, 2] : tensor<8x16xf32> to tensor<1x4xf32>
  return
}
// expected-error@-3 {{slice along dimension 1 runs out-of-bounds: 16 >= 16}}
// -----
// from fail/tensor_extract_slice_missing_static.mlir
// tensor: extract slice missing static.
func.func @f(%t: tensor<8xf32>) {
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1xf32>
  return
}
// expected-error@-3 {{'tensor.extract_slice' op requires attribute 'static_strides'}}
// -----
// from fail/tensor_extract_slice_negative_offset.mlir
// tensor: extract slice negative offset.
func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[-1, 0] [1, 4] [1, 1] : tensor<8x16xf32> to tensor<1x4xf32>
  return
}
// expected-error@-3 {{expected offsets to be non-negative, but got -1}}
// -----
// from fail/tensor_extract_slice_negative_size.mlir
// tensor: extract slice negative size.
func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [1, -4] [1, 1] : tensor<8x16xf32> to tensor<1xf32>
  return
}
// expected-error@-3 {{expected sizes to be non-negative, but got -4}}
// -----
// from fail/tensor_extract_slice_offset_count.mlir
// tensor: extract slice offset count.
func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0] [1, 4] [1, 1] : tensor<8x16xf32> to tensor<1x4xf32>
  return
}
// expected-error@-3 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
// -----
// from fail/tensor_extract_slice_offset_oob.mlir
// tensor: extract slice offset oob.
func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[8, 0] [1, 4] [1, 1] : tensor<8x16xf32> to tensor<1x4xf32>
  return
}
// expected-error@-3 {{offset 0 is out-of-bounds: 8 >= 8}}
// -----
// from fail/tensor_extract_slice_one_offset_two_sizes.mlir
// tensor: one offset, two sizes and strides for a rank-1 source (the sizes' count is checked first)
func.func @f(%t: tensor<8xf32>) -> tensor<4xf32> {
  %0 = "tensor.extract_slice"(%t) <{static_offsets = array<i64: 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// expected-error@-3 {{expected 1 size values, got 2}}
// -----
// from fail/tensor_extract_slice_rank.mlir
// tensor: extract slice rank.
func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0, 0] [1, 4, 1] [1, 1, 1] : tensor<8x16xf32> to tensor<1x4xf32>
  return
}
// expected-error@-3 {{expected 2 offset values, got 3}}
// -----
// from fail/tensor_extract_slice_rank_too_large.mlir
// tensor: extract slice rank too large.
func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x4x1xf32>
  return
}
// expected-error@-3 {{expected rank to be smaller or equal to the other rank. }}
// -----
// from fail/tensor_extract_slice_scalable_value.mlir
// tensor: extract slice scalable value.
func.func @f(%t: tensor<8xf32>, %n: index) {
  %0 = tensor.extract_slice %t[[%n]] [1] [1] : tensor<8xf32> to tensor<1xf32>
  return
}
// expected-error@-3 {{custom op 'tensor.extract_slice' expected integer value}}
// expected-error@-4 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
// -----
// from fail/tensor_extract_slice_segments.mlir
// tensor: extract slice segments.
func.func @f(%t: tensor<8xf32>) {
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1xf32>
  return
}
// expected-error@-3 {{invalid properties {operandSegmentSizes = array<i32: 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>} for op tensor.extract_slice: size mismatch in attribute conversion: 3 vs 4}}
// -----
// from fail/tensor_extract_slice_size_mismatch.mlir
// tensor: extract slice size mismatch.
func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x5xf32>
  return
}
// expected-error@-3 {{expected type to be 'tensor<2x4xf32>' or a rank-reduced version. (size mismatch) }}
// -----
// from fail/tensor_extract_slice_stride_count.mlir
// tensor: extract slice stride count.
func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [1, 4] [1] : tensor<8x16xf32> to tensor<1x4xf32>
  return
}
// expected-error@-3 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
// -----
// from fail/tensor_extract_slice_unclosed.mlir
// tensor: extract slice unclosed.
func.func @f(%t: tensor<8xf32>) {
  %0 = tensor.extract_slice %t[0 [1] [1] : tensor<8xf32> to tensor<1xf32>
  return
}
// expected-error@-3 {{expected ']' in dynamic index list}}
// expected-error@-4 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
// -----
// from fail/tensor_extract_unranked.mlir
// tensor: extract unranked.
func.func @f(%t: tensor<*xf32>, %i: index) {
  %0 = tensor.extract %t[%i] : tensor<*xf32>
  return
}
// expected-error@-3 {{custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
// -----
// from fail/tensor_from_elements_count.mlir
// tensor: from elements count.
func.func @f(%v: f32) {
  %0 = tensor.from_elements %v, %v : tensor<3xf32>
  return
}
// expected-error@-3 {{custom op 'tensor.from_elements' number of operands and types do not match: got 2 operands and 3 types}}
// -----
// from fail/tensor_from_elements_dynamic.mlir
// tensor: from elements dynamic.
func.func @f(%v: f32) {
  %0 = tensor.from_elements %v : tensor<?xf32>
  return
}
// expected-error@-3 {{custom op 'tensor.from_elements' 'result' must be statically shaped tensor of any type values, but got 'tensor<?xf32>'}}
// -----
// from fail/tensor_from_elements_generic_count.mlir
// tensor: from elements generic count.
func.func @f(%v: f32) {
  %0 = "tensor.from_elements"(%v) : (f32) -> tensor<2xf32>
  return
}
// expected-error@-3 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
// -----
// from fail/tensor_from_elements_generic_dynamic.mlir
// tensor: from elements generic dynamic.
func.func @f(%v: f32) {
  %0 = "tensor.from_elements"(%v) : (f32) -> tensor<?xf32>
  return
}
// expected-error@-3 {{'tensor.from_elements' op result #0 must be statically shaped tensor of any type values, but got 'tensor<?xf32>'}}
// -----
// from fail/tensor_from_elements_generic_type.mlir
// tensor: from elements generic type.
func.func @f(%v: f32, %w: i32) {
  %0 = "tensor.from_elements"(%v, %w) : (f32, i32) -> tensor<2xf32>
  return
}
// expected-error@-3 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
// -----
// from fail/tensor_from_elements_memref.mlir
// tensor: from elements memref.
func.func @f(%v: f32) {
  %0 = tensor.from_elements %v : memref<1xf32>
  return
}
// expected-error@-3 {{custom op 'tensor.from_elements' invalid kind of type specified: expected builtin.tensor, but found 'memref<1xf32>'}}
// -----
// from fail/tensor_from_elements_trailing_comma.mlir
// tensor: from elements trailing comma.
func.func @f(%v: f32) {
  %0 = tensor.from_elements %v, : tensor<2xf32>
  return
}
// expected-error@-3 {{expected SSA operand}}
// -----
// from fail/tensor_from_elements_type.mlir
// tensor: from elements type.
func.func @f(%v: f32, %w: i32) {
  %0 = tensor.from_elements %v, %w : tensor<2xf32>
  return
}
// expected-error@-3 {{use of value '%w' expects different type than prior uses: 'f32' vs 'i32'}}
// expected-note@-5 {{prior use here}}
// -----
// from fail/tensor_from_elements_unranked.mlir
// tensor: from elements unranked.
func.func @f(%v: f32) {
  %0 = tensor.from_elements %v : tensor<*xf32>
  return
}
// expected-error@-3 {{custom op 'tensor.from_elements' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
// -----
// from fail/tensor_gather_dims_empty.mlir
// tensor: gather dims empty.
func.func @f(%s: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([]) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x4x5xf32>
  return
}
// expected-error@-3 {{'tensor.gather' op gather_dims must be non-empty}}
// -----
// from fail/tensor_gather_dims_length.mlir
// tensor: gather dims length.
func.func @f(%s: tensor<4x5xf32>, %i: tensor<2x2xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5xf32>, tensor<2x2xindex>) -> tensor<2x1x5xf32>
  return
}
// expected-error@-3 {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
// -----
// from fail/tensor_gather_dims_negative.mlir
// tensor: gather dims negative.
func.func @f(%s: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([-1]) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x4x5xf32>
  return
}
// expected-error@-3 {{'tensor.gather' op gather_dims value must be non-negative}}
// -----
// from fail/tensor_gather_dims_order.mlir
// tensor: gather dims order.
func.func @f(%s: tensor<4x5xf32>, %i: tensor<2x2xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([1, 0]) : (tensor<4x5xf32>, tensor<2x2xindex>) -> tensor<2x1x1xf32>
  return
}
// expected-error@-3 {{'tensor.gather' op gather_dims values must be strictly increasing}}
// -----
// from fail/tensor_gather_dims_overflow.mlir
// tensor: gather dims overflow.
func.func @f(%s: tensor<4x5xf32>, %i: tensor<2x3xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([0, 1, 2]) : (tensor<4x5xf32>, tensor<2x3xindex>) -> tensor<2x1x1xf32>
  return
}
// expected-error@-3 {{'tensor.gather' op gather_dims overflow source rank}}
// -----
// from fail/tensor_gather_dims_range.mlir
// tensor: gather dims range.
func.func @f(%s: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([2]) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x4x5xf32>
  return
}
// expected-error@-3 {{'tensor.gather' op gather_dims value must be smaller than source rank}}
// -----
// from fail/tensor_gather_indices_type.mlir
// tensor: gather indices type.
func.func @f(%s: tensor<4x5xf32>, %i: tensor<2x1xf32>) {
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5xf32>, tensor<2x1xf32>) -> tensor<2x1x5xf32>
  return
}
// expected-error@-3 {{'tensor.gather' op operand #1 must be ranked tensor of signless integer or index values, but got 'tensor<2x1xf32>'}}
// -----
// from fail/tensor_gather_missing_dims.mlir
// tensor: gather missing dims.
func.func @f(%s: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  %0 = tensor.gather %s[%i] : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x1x5xf32>
  return
}
// expected-error@-3 {{custom op 'tensor.gather' expected 'gather_dims'}}
// -----
// from fail/tensor_gather_result.mlir
// tensor: gather result.
func.func @f(%s: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x4x5xf32>
  return
}
// expected-error@-3 {{'tensor.gather' op result type mismatch: expected 'tensor<2x1x5xf32>' or its rank-reduced variant 'tensor<2x5xf32>' (got: 'tensor<2x4x5xf32>')}}
// -----
// from fail/tensor_generate_arg_count.mlir
// tensor: generate arg count.
func.func @f(%n: index, %v: f32) {
  %0 = tensor.generate %n {
    ^bb0(%i: index, %j: index):
      tensor.yield %v : f32
    } : tensor<?xf32>
  return
}
// expected-error@-6 {{must have one body argument per input dimension}}
// -----
// from fail/tensor_generate_arg_type.mlir
// tensor: generate arg type.
func.func @f(%n: index, %v: f32) {
  %0 = tensor.generate %n {
    ^bb0(%i: i32):
      tensor.yield %v : f32
    } : tensor<?xf32>
  return
}
// expected-error@-6 {{all body arguments must be index}}
// -----
// from fail/tensor_generate_extents.mlir
// tensor: generate extents.
func.func @f(%n: index, %v: f32) {
  %0 = tensor.generate {
    ^bb0(%i: index):
      tensor.yield %v : f32
    } : tensor<?xf32>
  return
}
// expected-error@-6 {{'tensor.generate' op incorrect number of dynamic sizes, has 0, expected 1}}
// -----
// from fail/tensor_generate_implicit_terminator.mlir
// tensor: generate implicit terminator.
func.func @f(%n: index, %v: f32) {
  %0 = tensor.generate %n {
    ^bb0(%i: index):
      %x = arith.addf %v, %v : f32
    } : tensor<?xf32>
  return
}
// expected-error@-6 {{'tensor.yield' op requires a single operand}}
// -----
// from fail/tensor_generate_memref_type.mlir
// tensor: generate memref type.
func.func @f(%n: index, %v: f32) {
  %0 = tensor.generate %n {
    ^bb0(%i: index):
      tensor.yield %v : f32
    } : memref<?xf32>
  return
}
// expected-error@-3 {{custom op 'tensor.generate' invalid kind of type specified: expected builtin.tensor, but found 'memref<?xf32>'}}
// -----
// from fail/tensor_generate_no_terminator.mlir
// tensor: generate no terminator.
func.func @f(%n: index, %v: f32) {
  %0 = "tensor.generate"(%n) ({
    ^bb0(%i: index):
      %x = arith.addf %v, %v : f32
    }) : (index) -> tensor<?xf32>
  return
}
// expected-error@-4 {{block with no terminator, has %1 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32}}
// -----
// from fail/tensor_generate_two_blocks.mlir
// tensor: generate two blocks.
func.func @f(%n: index, %v: f32) {
  %0 = "tensor.generate"(%n) ({
    ^bb0(%i: index):
      cf.br ^bb1
    ^bb1:
      tensor.yield %v : f32
    }) : (index) -> tensor<?xf32>
  return
}
// expected-error@-8 {{'tensor.generate' op expects region #0 to have 0 or 1 blocks}}
// -----
// from fail/tensor_generate_two_blocks_custom.mlir
// tensor: generate two blocks custom.
func.func @f(%n: index, %v: f32) {
  %0 = tensor.generate %n {
    ^bb0(%i: index):
      cf.br ^bb1
    ^bb1:
      tensor.yield %v : f32
    } : tensor<?xf32>
  return
}
// expected-error@-8 {{'tensor.generate' op expects region #0 to have 0 or 1 blocks}}
// -----
// from fail/tensor_generate_yield_type.mlir
// tensor: generate yield type.
func.func @f(%n: index, %v: i32) {
  %0 = tensor.generate %n {
    ^bb0(%i: index):
      tensor.yield %v : i32
    } : tensor<?xf32>
  return
}
// expected-error@-6 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
// -----
// from fail/tensor_insert_index_count.mlir
// tensor: insert index count.
func.func @f(%t: tensor<4x4xf32>, %i: index, %v: f32) {
  %0 = tensor.insert %v into %t[%i] : tensor<4x4xf32>
  return
}
// expected-error@-3 {{'tensor.insert' op incorrect number of indices}}
// -----
// from fail/tensor_insert_result_type.mlir
// tensor: insert result type.
func.func @f(%t: tensor<4xf32>, %i: index, %v: f32) {
  %0 = "tensor.insert"(%v, %t, %i) : (f32, tensor<4xf32>, index) -> tensor<?xf32>
  return
}
// expected-error@-3 {{'tensor.insert' op failed to verify that result type matches type of dest}}
// -----
// from fail/tensor_insert_scalar_type.mlir
// tensor: insert scalar type.
func.func @f(%t: tensor<4xf32>, %i: index, %v: i32) {
  %0 = "tensor.insert"(%v, %t, %i) : (i32, tensor<4xf32>, index) -> tensor<4xf32>
  return
}
// expected-error@-3 {{'tensor.insert' op failed to verify that scalar type matches element type of dest}}
// -----
// from fail/tensor_insert_slice_element_type.mlir
// tensor: insert slice element type.
func.func @f(%s: tensor<2x4xi32>, %t: tensor<8x16xf32>) {
  %0 = tensor.insert_slice %s into %t[0, 0] [2, 4] [1, 1] : tensor<2x4xi32> into tensor<8x16xf32>
  return
}
// expected-error@-3 {{expected element type to be 'f32'}}
// -----
// from fail/tensor_insert_slice_offset_count.mlir
// tensor: insert slice offset count.
func.func @f(%s: tensor<2x4xf32>, %t: tensor<8x16xf32>) {
  %0 = tensor.insert_slice %s into %t[0, 0, 0] [2, 4, 1] [1, 1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
  return
}
// expected-error@-3 {{expected 2 offset values, got 3}}
// -----
// from fail/tensor_insert_slice_oob.mlir
// tensor: insert slice oob.
func.func @f(%s: tensor<2x4xf32>, %t: tensor<8x16xf32>) {
  %0 = tensor.insert_slice %s into %t[7, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
  return
}
// expected-error@-3 {{slice along dimension 0 runs out-of-bounds: 8 >= 8}}
// -----
// from fail/tensor_insert_slice_result_type.mlir
// tensor: insert slice result type.
func.func @f(%s: tensor<2x4xf32>, %t: tensor<8x16xf32>) {
  %0 = "tensor.insert_slice"(%s, %t) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<2x4xf32>, tensor<8x16xf32>) -> tensor<8x?xf32>
  return
}
// expected-error@-3 {{'tensor.insert_slice' op failed to verify that expected result type to match dest type}}
// -----
// from fail/tensor_insert_slice_size_mismatch.mlir
// tensor: insert slice size mismatch.
func.func @f(%s: tensor<2x5xf32>, %t: tensor<8x16xf32>) {
  %0 = tensor.insert_slice %s into %t[0, 0] [2, 4] [1, 1] : tensor<2x5xf32> into tensor<8x16xf32>
  return
}
// expected-error@-3 {{expected type to be 'tensor<2x4xf32>' or a rank-reduced version. (size mismatch) }}
// -----
// from fail/tensor_insert_slice_unranked.mlir
// tensor: insert slice unranked.
func.func @f(%s: tensor<*xf32>, %t: tensor<8xf32>) {
  %0 = tensor.insert_slice %s into %t[0] [1] [1] : tensor<*xf32> into tensor<8xf32>
  return
}
// expected-error@-3 {{custom op 'tensor.insert_slice' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
// -----
// from fail/tensor_pad_block_arg_type.mlir
// tensor: pad block arg type.
func.func @f(%t: tensor<4xf32>, %v: f32) {
  %0 = tensor.pad %t low[1] high[2] {
    ^bb0(%i: i32):
      tensor.yield %v : f32
    } : tensor<4xf32> to tensor<7xf32>
  return
}
// expected-error@-6 {{'tensor.pad' op expected block argument 1 to be an index}}
// -----
// from fail/tensor_pad_block_args.mlir
// tensor: pad block args.
func.func @f(%t: tensor<4xf32>, %v: f32) {
  %0 = tensor.pad %t low[1] high[2] {
    ^bb0(%i: index, %j: index):
      tensor.yield %v : f32
    } : tensor<4xf32> to tensor<7xf32>
  return
}
// expected-error@-6 {{expected the block to have 1 arguments}}
// -----
// from fail/tensor_pad_empty_region.mlir
// tensor: pad empty region.
func.func @f(%t: tensor<4xf32>, %v: f32) {
  %0 = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 2>, static_low = array<i64: 1>}> ({
    }) : (tensor<4xf32>) -> tensor<7xf32>
  return
}
// expected-error@-4 {{'tensor.pad' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
// -----
// from fail/tensor_pad_low_count.mlir
// tensor: pad low count.
func.func @f(%t: tensor<4xf32>, %v: f32) {
  %0 = tensor.pad %t low[1, 1] high[2] {
    ^bb0(%i: index):
      tensor.yield %v : f32
    } : tensor<4xf32> to tensor<7xf32>
  return
}
// expected-error@-6 {{failed to infer expectedType from sourceType 'tensor<4xf32>', specified resultType is 'tensor<7xf32>'}}
// -----
// from fail/tensor_pad_missing_low.mlir
// tensor: pad missing low.
func.func @f(%t: tensor<4xf32>, %v: f32) {
  %0 = tensor.pad %t high[2] {
    ^bb0(%i: index):
      tensor.yield %v : f32
    } : tensor<4xf32> to tensor<6xf32>
  return
}
// expected-error@-6 {{custom op 'tensor.pad' expected 'low'}}
// -----
// from fail/tensor_pad_nofold_generic_value.mlir
// tensor: pad nofold generic value.
func.func @f(%t: tensor<4xf32>, %v: f32) {
  %0 = "tensor.pad"(%t) <{nofold = 1 : i64, operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 2>, static_low = array<i64: 1>}> ({
    ^bb0(%i: index):
      tensor.yield %v : f32
    }) : (tensor<4xf32>) -> tensor<7xf32>
  return
}
// expected-error@-6 {{invalid properties {nofold = 1 : i64, operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 2>, static_low = array<i64: 1>} for op tensor.pad: Invalid attribute `nofold` in property conversion: 1 : i64}}
// -----
// from fail/tensor_pad_result_rank.mlir
// tensor: pad result rank.
func.func @f(%t: tensor<4xf32>, %v: f32) {
  %0 = tensor.pad %t low[1] high[2] {
    ^bb0(%i: index):
      tensor.yield %v : f32
    } : tensor<4xf32> to tensor<7x1xf32>
  return
}
// expected-error@-6 {{specified type 'tensor<7x1xf32>' does not match the inferred type 'tensor<7xf32>'}}
// -----
// from fail/tensor_pad_result_shape.mlir
// tensor: pad result shape.
func.func @f(%t: tensor<4xf32>, %v: f32) {
  %0 = tensor.pad %t low[1] high[2] {
    ^bb0(%i: index):
      tensor.yield %v : f32
    } : tensor<4xf32> to tensor<8xf32>
  return
}
// expected-error@-6 {{specified type 'tensor<8xf32>' does not match the inferred type 'tensor<7xf32>'}}
// -----
// from fail/tensor_pad_yield_type.mlir
// tensor: pad yield type.
func.func @f(%t: tensor<4xf32>, %v: i32) {
  %0 = tensor.pad %t low[1] high[2] {
    ^bb0(%i: index):
      tensor.yield %v : i32
    } : tensor<4xf32> to tensor<7xf32>
  return
}
// expected-error@-6 {{'tensor.pad' op expected yield type to match shape element type}}
// -----
// from fail/tensor_parallel_insert_slice_counts.mlir
// tensor: parallel insert slice with fewer offsets than the destination's rank.
func.func @f(%t: tensor<8x4xf32>, %s: tensor<2xf32>) -> tensor<8x4xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8x4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[0] [2] [1] : tensor<2xf32> into tensor<8x4xf32>
    }
  }
  return %r : tensor<8x4xf32>
}
// expected-error@-5 {{expected 2 offset values, got 1}}
// -----
// from fail/tensor_parallel_insert_slice_not_output.mlir
// tensor: parallel insert slice into a tensor that is not a shared output.
func.func @f(%t: tensor<8x?xf32>, %s: tensor<2x?xf32>, %n: index) -> tensor<8x?xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8x?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %t[%i, 0] [2, %n] [1, 1] : tensor<2x?xf32> into tensor<8x?xf32>
    }
  }
  return %r : tensor<8x?xf32>
}
// expected-error@-5 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
// -----
// from fail/tensor_parallel_insert_slice_oob.mlir
// tensor: parallel insert slice out of bounds.
func.func @f(%t: tensor<8xf32>, %s: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[7] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
// expected-error@-5 {{slice along dimension 0 runs out-of-bounds: 8 >= 8}}
// -----
// from fail/tensor_parallel_insert_slice_other_op.mlir
// tensor: scf.forall.in_parallel holding an op that is not a parallel combining op.
func.func @f(%t: tensor<8xf32>, %s: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      %x = tensor.insert_slice %s into %o[0] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
// expected-error@-6 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
// -----
// from fail/tensor_parallel_insert_slice_parent.mlir
// tensor: parallel insert slice outside scf.forall.in_parallel.
func.func @f(%t: tensor<8x?xf32>, %s: tensor<2x?xf32>, %n: index) {
  tensor.parallel_insert_slice %s into %t[0, 0] [2, %n] [1, 1] : tensor<2x?xf32> into tensor<8x?xf32>
  return
}
// expected-error@-3 {{expected InParallelOpInterface parent, got:}}
// -----
// from fail/tensor_parallel_insert_slice_size.mlir
// tensor: parallel insert slice whose source does not fit the static sizes.
func.func @f(%t: tensor<8xf32>, %s: tensor<3xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<3xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
// expected-error@-5 {{expected type to be 'tensor<2xf32>' or a rank-reduced version. (size mismatch) }}
// -----
// from fail/tensor_rank_memref.mlir
// tensor: rank memref.
func.func @f(%t: memref<4xf32>) {
  %0 = tensor.rank %t : memref<4xf32>
  return
}
// expected-error@-3 {{custom op 'tensor.rank' invalid kind of type specified}}
// -----
// from fail/tensor_rank_result_type.mlir
// tensor: rank result type.
func.func @f(%t: tensor<4xf32>) {
  %0 = "tensor.rank"(%t) : (tensor<4xf32>) -> i32
  return
}
// expected-error@-3 {{'tensor.rank' op result #0 must be index, but got 'i32'}}
// -----
// from fail/tensor_rank_vector.mlir
// tensor: rank vector.
func.func @f(%t: vector<4xf32>) {
  %0 = tensor.rank %t : vector<4xf32>
  return
}
// expected-error@-3 {{custom op 'tensor.rank' invalid kind of type specified}}
// -----
// from fail/tensor_reshape_dynamic_shape.mlir
// tensor: reshape dynamic shape.
func.func @f(%t: tensor<4xf32>, %s: tensor<?xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<?xi32>) -> tensor<2x2xf32>
  return
}
// expected-error@-3 {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
// -----
// from fail/tensor_reshape_element_type.mlir
// tensor: reshape element type.
func.func @f(%t: tensor<4xf32>, %s: tensor<1xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<1xi32>) -> tensor<4xi32>
  return
}
// expected-error@-3 {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
// -----
// from fail/tensor_reshape_elements.mlir
// tensor: reshape elements.
func.func @f(%t: tensor<4xf32>, %s: tensor<2xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  return
}
// expected-error@-3 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
// -----
// from fail/tensor_reshape_shape_length.mlir
// tensor: reshape shape length.
func.func @f(%t: tensor<4xf32>, %s: tensor<3xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<3xi32>) -> tensor<2x2xf32>
  return
}
// expected-error@-3 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
// -----
// from fail/tensor_reshape_shape_rank.mlir
// tensor: reshape shape rank.
func.func @f(%t: tensor<4xf32>, %s: tensor<2x1xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2x1xi32>) -> tensor<2x2xf32>
  return
}
// expected-error@-3 {{'tensor.reshape' op operand #1 must be 1D tensor of signless integer or index values, but got 'tensor<2x1xi32>'}}
// -----
// from fail/tensor_reshape_shape_type.mlir
// tensor: reshape shape type.
func.func @f(%t: tensor<4xf32>, %s: tensor<2xf32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  return
}
// expected-error@-3 {{'tensor.reshape' op operand #1 must be 1D tensor of signless integer or index values, but got 'tensor<2xf32>'}}
// -----
// from fail/tensor_scatter_dims_overflow.mlir
// tensor: scatter dims overflow.
func.func @f(%s: tensor<2x1x5xf32>, %d: tensor<4xf32>, %i: tensor<2x2xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0, 1]) unique : (tensor<2x1x5xf32>, tensor<4xf32>, tensor<2x2xindex>) -> tensor<4xf32>
  return
}
// expected-error@-3 {{'tensor.scatter' op scatter_dims overflow dest rank}}
// -----
// from fail/tensor_scatter_dims_range.mlir
// tensor: scatter dims range.
func.func @f(%s: tensor<2x1x5xf32>, %d: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([3]) unique : (tensor<2x1x5xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x5xf32>
  return
}
// expected-error@-3 {{'tensor.scatter' op scatter_dims value must be smaller than dest rank}}
// -----
// from fail/tensor_scatter_not_unique.mlir
// tensor: scatter not unique.
func.func @f(%s: tensor<2x1x5xf32>, %d: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0]) : (tensor<2x1x5xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x5xf32>
  return
}
// expected-error@-3 {{'tensor.scatter' op requires 'unique' attribute to be set}}
// -----
// from fail/tensor_scatter_source.mlir
// tensor: scatter source.
func.func @f(%s: tensor<2x2x5xf32>, %d: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<2x2x5xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x5xf32>
  return
}
// expected-error@-3 {{'tensor.scatter' op source type mismatch: expected 'tensor<2x1x5xf32>' or its rank-reduced variant 'tensor<2x5xf32>' (got: 'tensor<2x2x5xf32>')}}
// -----
// from fail/tensor_scatter_unique_generic.mlir
// tensor: scatter unique generic.
func.func @f(%s: tensor<2x1x5xf32>, %d: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  %0 = "tensor.scatter"(%s, %d, %i) <{scatter_dims = array<i64: 0>}> : (tensor<2x1x5xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x5xf32>
  return
}
// expected-error@-3 {{'tensor.scatter' op requires 'unique' attribute to be set}}
// -----
// from fail/tensor_splat_extra_size.mlir
// tensor: splat extra size.
func.func @f(%v: f32, %n: index) {
  %0 = tensor.splat %v[%n] : tensor<4xf32>
  return
}
// expected-error@-3 {{'tensor.splat' op incorrect number of dynamic sizes, has 1, expected 0}}
// -----
// from fail/tensor_splat_missing_size.mlir
// tensor: splat missing size.
func.func @f(%v: f32) {
  %0 = tensor.splat %v : tensor<?xf32>
  return
}
// expected-error@-3 {{'tensor.splat' op incorrect number of dynamic sizes, has 0, expected 1}}
// -----
// from fail/tensor_splat_type.mlir
// tensor: splat type.
func.func @f(%v: i32) {
  %0 = "tensor.splat"(%v) : (i32) -> tensor<4xf32>
  return
}
// expected-error@-3 {{'tensor.splat' op failed to verify that operand type matches element type of result}}
// -----
// from fail/tensor_splat_unranked.mlir
// tensor: splat unranked.
func.func @f(%v: f32) {
  %0 = tensor.splat %v : tensor<*xf32>
  return
}
// expected-error@-3 {{custom op 'tensor.splat' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
// -----
// from fail/tensor_yield_missing_type.mlir
// tensor: yield missing type.
func.func @f(%n: index, %v: f32) {
  %0 = tensor.generate %n {
    ^bb0(%i: index):
      tensor.yield %v
    } : tensor<?xf32>
  return
}
// expected-error@-4 {{expected ':'}}
// -----
// from fail/tensor_yield_parent.mlir
// tensor: yield parent.
func.func @f(%v: f32) {
  tensor.yield %v : f32
  return
}
// expected-error@-3 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
