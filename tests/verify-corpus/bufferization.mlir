// ARGS: --allow-unregistered-dialect --verify-diagnostics --split-input-file
// from fail/bufferization_alloc_tensor_copy_type.mlir
// Generic form: the copy operand must have the result type.
func.func @f(%t: tensor<4xf32>) {
  %0 = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<4xf32>) -> tensor<?xf32>
  return
}
// expected-error@-3 {{expected that `copy` and return type match}}
// -----
// from fail/bufferization_alloc_tensor_copy_with_sizes.mlir
// alloc_tensor with copy takes no sizes.
func.func @f(%n: index, %t: tensor<?xf32>) {
  %0 = bufferization.alloc_tensor(%n) copy(%t) : tensor<?xf32>
  return
}
// expected-error@-3 {{dynamic sizes not needed when copying a tensor}}
// -----
// from fail/bufferization_alloc_tensor_generic_result.mlir
// Generic form: the result of alloc_tensor must be a tensor.
func.func @f() {
  %0 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<4xf32>
  return
}
// expected-error@-3 {{'bufferization.alloc_tensor' op result #0 must be tensor of any type values, but got 'memref<4xf32>'}}
// -----
// from fail/bufferization_alloc_tensor_missing_colon.mlir
// alloc_tensor expects the type after a colon.
func.func @f() {
  %0 = bufferization.alloc_tensor() tensor<4xf32>
  return
}
// expected-error@-3 {{expected ':'}}
// -----
// from fail/bufferization_alloc_tensor_not_tensor.mlir
// The type of alloc_tensor must be a tensor: rejected while parsing it.
func.func @f() {
  %0 = bufferization.alloc_tensor() : memref<4xf32>
  return
}
// expected-error@-3 {{custom op 'bufferization.alloc_tensor' invalid kind of type specified}}
// -----
// from fail/bufferization_alloc_tensor_size_hint_no_equal.mlir
// size_hint is followed by =.
func.func @f(%n: index) {
  %0 = bufferization.alloc_tensor() size_hint %n : tensor<4xf32>
  return
}
// expected-error@-3 {{expected '='}}
// -----
// from fail/bufferization_alloc_tensor_size_hint_type.mlir
// The size hint is an index: a use of an i32 value as one is a type mismatch.
func.func @f(%h: i32) {
  %0 = bufferization.alloc_tensor() size_hint=%h : tensor<4xf32>
  return
}
// expected-error@-3 {{use of value '%h' expects different type than prior uses: 'index' vs 'i32'}}
// expected-note@-5 {{prior use here}}
// -----
// from fail/bufferization_alloc_tensor_sizes_count.mlir
// alloc_tensor needs one size per dynamic dimension.
func.func @f(%n: index) {
  %0 = bufferization.alloc_tensor(%n, %n) : tensor<4x?xf32>
  return
}
// expected-error@-3 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 2, expected 1}}
// -----
// from fail/bufferization_alloc_tensor_unranked_sizes.mlir
// An unranked alloc_tensor has no dynamic sizes.
func.func @f(%n: index) {
  %0 = bufferization.alloc_tensor(%n) : tensor<*xf32>
  return
}
// expected-error@-3 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 1, expected 0}}
// -----
// from fail/bufferization_attr_access_not_string.mlir
// bufferization.access is a string.
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32> {bufferization.access = 1}) {
  return
}
// expected-error@-3 {{'bufferization.access' is expected to be a string attribute}}
// -----
// from fail/bufferization_attr_access_value.mlir
// bufferization.access is none, read, write or read-write.
func.func @f(%a: tensor<4xf32> {bufferization.writable = true, bufferization.access = "bad"}) {
  return
}
// expected-error@-3 {{invalid value for 'bufferization.access'}}
// -----
// from fail/bufferization_attr_buffer_layout.mlir
// bufferization.buffer_layout is a memref layout.
func.func @f(%a: tensor<4xf32> {bufferization.buffer_layout = 1}) {
  return
}
// expected-error@-3 {{'bufferization.buffer_layout' is expected to be a memref layout attribute}}
// -----
// from fail/bufferization_attr_manual_deallocation_nested.mlir
// The attribute check runs on nested ops too, before their own verifier.
func.func @f(%m: memref<4xf32>) {
  scf.execute_region {
    %0 = "bufferization.to_tensor"(%m) {bufferization.manual_deallocation} : (memref<4xf32>) -> tensor<5xf32>
    scf.yield
  }
  return
}
// expected-error@-5 {{'bufferization.to_tensor' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
// -----
// from fail/bufferization_attr_manual_deallocation_no_effect.mlir
// manual_deallocation needs an op that allocates or frees.
func.func @f(%m: memref<4xf32>) {
  %0 = bufferization.to_tensor %m {bufferization.manual_deallocation} : memref<4xf32> to tensor<4xf32>
  return
}
// expected-error@-3 {{'bufferization.to_tensor' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
// -----
// from fail/bufferization_attr_unknown_arg.mlir
// An unknown argument attribute of the dialect; upstream names buffer_layout in its message.
func.func @f(%a: tensor<4xf32> {bufferization.foo = 1}) {
  return
}
// expected-error@-3 {{attribute 'bufferization.buffer_layout' not supported as a region arg attribute by the bufferization dialect}}
// -----
// from fail/bufferization_attr_unknown_on_op.mlir
// No attribute of the dialect but manual_deallocation is allowed on an op.
func.func @f() attributes {bufferization.foo} {
  return
}
// expected-error@-3 {{attribute '"bufferization.foo"' not supported as an op attribute by the bufferization dialect}}
// -----
// from fail/bufferization_attr_writable_external.mlir
// bufferization.writable is not allowed on external functions.
func.func private @f(tensor<4xf32> {bufferization.writable = true})
// expected-error@-1 {{'bufferization.writable' is invalid on external functions}}
// -----
// from fail/bufferization_attr_writable_not_bool.mlir
// bufferization.writable on a function argument is a boolean.
func.func @f(%a: tensor<4xf32> {bufferization.writable = 1}) {
  return
}
// expected-error@-3 {{'bufferization.writable' is expected to be a boolean attribute}}
// -----
// from fail/bufferization_clone_generic_result.mlir
// Generic form: the result of clone must be a memref.
func.func @f(%m: memref<4xf32>) {
  %0 = "bufferization.clone"(%m) : (memref<4xf32>) -> tensor<4xf32>
  return
}
// expected-error@-3 {{'bufferization.clone' op result #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
// -----
// from fail/bufferization_clone_not_memref.mlir
// clone works on memrefs only.
func.func @f(%t: tensor<4xf32>) {
  %0 = bufferization.clone %t : tensor<4xf32> to tensor<4xf32>
  return
}
// expected-error@-3 {{custom op 'bufferization.clone' invalid kind of type specified}}
// -----
// from fail/bufferization_dealloc_condition_count.mlir
// Generic form: one condition per memref.
func.func @f(%m: memref<4xf32>, %c: i1) {
  "bufferization.dealloc"(%m, %m, %c) <{operandSegmentSizes = array<i32: 2, 1, 0>}> : (memref<4xf32>, memref<4xf32>, i1) -> ()
  return
}
// expected-error@-3 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
// -----
// from fail/bufferization_dealloc_condition_count_custom.mlir
// Custom form: one condition per memref.
func.func @f(%m: memref<4xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<4xf32>) if (%c, %c)
  return
}
// expected-error@-3 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
// -----
// from fail/bufferization_dealloc_condition_type.mlir
// Conditions are i1.
func.func @f(%m: memref<4xf32>, %c: i32) {
  "bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<4xf32>, i32) -> ()
  return
}
// expected-error@-3 {{'bufferization.dealloc' op operand #1 must be variadic of 1-bit signless integer, but got 'i32'}}
// -----
// from fail/bufferization_dealloc_missing_if.mlir
// The memrefs to free are followed by their conditions.
func.func @f(%m: memref<4xf32>) {
  bufferization.dealloc (%m : memref<4xf32>)
  return
}
// expected-error@-2 {{custom op 'bufferization.dealloc' expected 'if'}}
// -----
// from fail/bufferization_dealloc_result_count.mlir
// Generic form: one result per retained memref.
func.func @f(%m: memref<4xf32>) {
  %0:2 = "bufferization.dealloc"(%m) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (memref<4xf32>) -> (i1, i1)
  return
}
// expected-error@-3 {{'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands}}
// -----
// from fail/bufferization_dealloc_result_type.mlir
// Generic form: the results are i1.
func.func @f(%m: memref<4xf32>) {
  %0 = "bufferization.dealloc"(%m) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (memref<4xf32>) -> i32
  return
}
// expected-error@-3 {{'bufferization.dealloc' op result #0 must be variadic of 1-bit signless integer, but got 'i32'}}
// -----
// from fail/bufferization_dealloc_retain_tensor.mlir
// Retained values are memrefs.
func.func @f(%t: tensor<4xf32>) {
  %0 = bufferization.dealloc retain (%t : tensor<4xf32>)
  return
}
// expected-error@-3 {{'bufferization.dealloc' op operand #0 must be variadic of ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
// -----
// from fail/bufferization_dealloc_tensor_memref.mlir
// dealloc_tensor takes a tensor.
func.func @f(%m: memref<4xf32>) {
  bufferization.dealloc_tensor %m : memref<4xf32>
  return
}
// expected-error@-3 {{custom op 'bufferization.dealloc_tensor' invalid kind of type specified}}
// -----
// from fail/bufferization_materialize_element_type.mlir
// Source and destination must have the same element type.
func.func @f(%t: tensor<4xf32>, %m: memref<4xf16>) {
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf16>) -> ()
  return
}
// expected-error@-3 {{'bufferization.materialize_in_destination' op failed to verify that all of {source, dest} have same element type}}
// -----
// from fail/bufferization_materialize_memref_dest_result.mlir
// A memref destination implies no result.
func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) {
  %0 = bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf32>) -> tensor<4xf32>
  return
}
// expected-error@-3 {{'bufferization.materialize_in_destination' op memref 'dest' implies zero results}}
// -----
// from fail/bufferization_materialize_rank_mismatch.mlir
// Source and destination must have the same rank.
func.func @f(%t: tensor<4xf32>, %m: memref<4x1xf32>) {
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4x1xf32>) -> ()
  return
}
// expected-error@-3 {{'bufferization.materialize_in_destination' op rank mismatch between source and destination shape}}
// -----
// from fail/bufferization_materialize_restrict_tensor.mlir
// restrict is only for memref destinations.
func.func @f(%t: tensor<4xf32>) {
  %0 = bufferization.materialize_in_destination %t in restrict %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}
// expected-error@-3 {{'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations}}
// -----
// from fail/bufferization_materialize_result_type.mlir
// The result has the type of the destination.
func.func @f(%t: tensor<4xf32>, %d: tensor<?xf32>) {
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<?xf32>) -> tensor<4xf32>
  return
}
// expected-error@-3 {{'bufferization.materialize_in_destination' op result and 'dest' types must match}}
// -----
// from fail/bufferization_materialize_shape_mismatch.mlir
// Static sizes of source and destination must agree.
func.func @f(%t: tensor<4x?xf32>, %m: memref<?x3xf32>) {
  bufferization.materialize_in_destination %t in writable %m : (tensor<4x?xf32>, memref<?x3xf32>) -> ()
  %d = bufferization.alloc_tensor() : tensor<5x3xf32>
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<4x?xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
  return
}
// expected-error@-3 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
// -----
// from fail/bufferization_materialize_source_memref.mlir
// The source must be a tensor.
func.func @f(%m: memref<4xf32>) {
  bufferization.materialize_in_destination %m in writable %m : (memref<4xf32>, memref<4xf32>) -> ()
  return
}
// expected-error@-3 {{'bufferization.materialize_in_destination' op operand #0 must be tensor of any type values, but got 'memref<4xf32>'}}
// -----
// from fail/bufferization_materialize_tensor_dest_no_result.mlir
// A tensor destination implies one result.
func.func @f(%t: tensor<4xf32>) {
  "bufferization.materialize_in_destination"(%t, %t) : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}
// expected-error@-3 {{'bufferization.materialize_in_destination' op tensor 'dest' implies exactly one tensor result}}
// -----
// from fail/bufferization_materialize_unranked_ranked.mlir
// An unranked source and a ranked destination are incompatible.
func.func @f(%t: tensor<*xf32>, %m: memref<4xf32>) {
  bufferization.materialize_in_destination %t in writable %m : (tensor<*xf32>, memref<4xf32>) -> ()
  return
}
// expected-error@-3 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
// -----
// from fail/bufferization_materialize_vector_dest.mlir
// The destination must be a tensor or a memref.
func.func @f(%t: tensor<4xf32>, %v: vector<4xf32>) {
  "bufferization.materialize_in_destination"(%t, %v) : (tensor<4xf32>, vector<4xf32>) -> ()
  return
}
// expected-error@-3 {{'bufferization.materialize_in_destination' op 'dest' must be a tensor or a memref}}
// -----
// from fail/bufferization_materialize_writable_missing.mlir
// A memref destination must be marked writable.
func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) {
  bufferization.materialize_in_destination %t in %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
// expected-error@-3 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
// -----
// from fail/bufferization_materialize_writable_tensor.mlir
// writable is not allowed on tensor destinations.
func.func @f(%t: tensor<4xf32>) {
  %0 = bufferization.materialize_in_destination %t in writable %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}
// expected-error@-3 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
// -----
// from fail/bufferization_to_buffer_element_type.mlir
// The tensor and the buffer of to_buffer must have the same element type.
func.func @f(%t: tensor<4xf32>) {
  %0 = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xi32, 1>
  return
}
// expected-error@-3 {{element types do not match}}
// expected-error@-4 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
// -----
// from fail/bufferization_to_buffer_generic_result.mlir
// Generic form: the result of to_buffer must be buffer-like.
func.func @f(%t: tensor<4xf32>) {
  %0 = "bufferization.to_buffer"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return
}
// expected-error@-3 {{'bufferization.to_buffer' op result #0 must be BufferLikeType instance, but got 'tensor<4xf32>'}}
// -----
// from fail/bufferization_to_buffer_not_tensor.mlir
// The operand of to_buffer must be a tensor: rejected while parsing its type.
func.func @f(%m: memref<4xf32>) {
  %0 = bufferization.to_buffer %m : memref<4xf32> to memref<4xf32>
  return
}
// expected-error@-3 {{custom op 'bufferization.to_buffer' invalid kind of type specified}}
// -----
// from fail/bufferization_to_buffer_result_not_buffer.mlir
// The result of to_buffer must be a buffer: rejected while parsing its type.
func.func @f(%t: tensor<4xf32>) {
  %0 = bufferization.to_buffer %t : tensor<4xf32> to tensor<4xf32>
  return
}
// expected-error@-3 {{custom op 'bufferization.to_buffer' invalid kind of type specified}}
// -----
// from fail/bufferization_to_buffer_shape.mlir
// The tensor and the buffer of to_buffer must have the same shape.
func.func @f(%t: tensor<4x?xf32>) {
  %0 = bufferization.to_buffer %t : tensor<4x?xf32> to memref<4x4xf32>
  return
}
// expected-error@-3 {{shapes do not match}}
// expected-error@-4 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
// -----
// from fail/bufferization_to_tensor_element_type.mlir
// The buffer and the tensor of to_tensor must have the same element type.
func.func @f(%m: memref<*xf32>) {
  %0 = bufferization.to_tensor %m : memref<*xf32> to tensor<*xf16>
  return
}
// expected-error@-3 {{element types do not match}}
// expected-error@-4 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
// -----
// from fail/bufferization_to_tensor_generic_both_mismatch.mlir
// Generic form: shape and element type differ; the shape is reported.
func.func @f(%m: memref<4x2xf32>) {
  %0 = "bufferization.to_tensor"(%m) {restrict} : (memref<4x2xf32>) -> tensor<2x4xi32>
  return
}
// expected-error@-3 {{shapes do not match}}
// expected-error@-4 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
// -----
// from fail/bufferization_to_tensor_generic_operand_not_buffer.mlir
// Generic form: the operand of to_tensor must be buffer-like.
func.func @f(%t: tensor<4xf32>) {
  %0 = "bufferization.to_tensor"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return
}
// expected-error@-3 {{'bufferization.to_tensor' op operand #0 must be BufferLikeType instance, but got 'tensor<4xf32>'}}
// -----
// from fail/bufferization_to_tensor_generic_result_not_tensor.mlir
// Generic form: the result of to_tensor must be tensor-like.
func.func @f(%m: memref<4xf32>) {
  %0 = "bufferization.to_tensor"(%m) : (memref<4xf32>) -> vector<4xf32>
  return
}
// expected-error@-3 {{'bufferization.to_tensor' op result #0 must be TensorLikeType instance, but got 'vector<4xf32>'}}
// -----
// from fail/bufferization_to_tensor_not_buffer.mlir
// The operand of to_tensor must be a buffer: rejected while parsing its type.
func.func @f(%t: tensor<4xf32>) {
  %0 = bufferization.to_tensor %t : tensor<4xf32> to tensor<4xf32>
  return
}
// expected-error@-3 {{custom op 'bufferization.to_tensor' invalid kind of type specified}}
// -----
// from fail/bufferization_to_tensor_shape.mlir
// The buffer and the tensor of to_tensor must have the same shape.
func.func @f(%m: memref<4xf32>) {
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<?xf32>
  return
}
// expected-error@-3 {{shapes do not match}}
// expected-error@-4 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
// -----
// from fail/bufferization_to_tensor_unit_attr_value.mlir
// restrict is a unit attribute.
func.func @f(%m: memref<4xf32>) {
  %0 = "bufferization.to_tensor"(%m) <{restrict = true}> : (memref<4xf32>) -> tensor<4xf32>
  return
}
// expected-error@-3 {{invalid properties {restrict = true} for op bufferization.to_tensor: Invalid attribute `restrict` in property conversion: true}}
// -----
// from fail/bufferization_to_tensor_unranked_vs_rank0.mlir
// An unranked tensor and a ranked buffer: the shapes differ unless the buffer has rank 0.
func.func @f(%m: memref<4xf32>) {
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<*xf32>
  return
}
// expected-error@-3 {{shapes do not match}}
// expected-error@-4 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
// -----
// from fail/bufferization_unknown_op.mlir
// An unknown op of the bufferization dialect is an error.
func.func @f() {
  "bufferization.to_memref"() : () -> ()
  return
}
// expected-error@-3 {{unregistered operation 'bufferization.to_memref' found in dialect ('bufferization') that does not allow unknown operations}}
