// ARGS: --allow-unregistered-dialect --verify-diagnostics --split-input-file
// from fail/memref_alloc_alignment_not_pow2.mlir
// memref: alloc alignment not pow2.
func.func @f(%n: index) {
  %a = memref.alloc() {alignment = 3} : memref<4xf32>
  return
}
// expected-error@-3 {{custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
// -----
// from fail/memref_alloc_alignment_zero.mlir
// memref: alloc alignment zero.
func.func @f(%n: index) {
  %a = memref.alloc() {alignment = 0} : memref<4xf32>
  return
}
// expected-error@-3 {{custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
// -----
// from fail/memref_alloc_extra_size.mlir
// memref: alloc extra size.
func.func @f(%n: index) {
  %a = memref.alloc(%n, %n) : memref<?xf32>
  return
}
// expected-error@-3 {{'memref.alloc' op incorrect number of dynamic sizes, has 2, expected 1}}
// -----
// from fail/memref_alloc_generic_bad_segment_sizes_dropped.mlir
// A discardable `operandSegmentSizes` of the wrong length is dropped: the zero default is
// checked against the operand.
func.func @f(%n: index) {
  %0 = "memref.alloc"(%n) {operandSegmentSizes = array<i32: 1>} : (index) -> memref<?xf32>
  return
}
// expected-error@-3 {{'memref.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
// -----
// from fail/memref_alloc_generic_no_segment_sizes.mlir
// Without `operandSegmentSizes`, the segments default to zero sizes, which do not cover the
// operand.
func.func @f(%n: index) {
  %0 = "memref.alloc"(%n) : (index) -> memref<?xf32>
  return
}
// expected-error@-3 {{'memref.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
// -----
// from fail/memref_alloc_missing_size.mlir
// memref: alloc missing size.
func.func @f(%n: index) {
  %a = memref.alloc() : memref<?xf32>
  return
}
// expected-error@-3 {{'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
// -----
// from fail/memref_alloc_symbols_identity.mlir
// memref: alloc symbols identity.
func.func @f(%n: index) {
  %a = memref.alloc()[%n] : memref<4xf32>
  return
}
// expected-error@-3 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
// -----
// from fail/memref_alloc_symbols_map.mlir
// memref: alloc symbols map.
func.func @f(%n: index) {
  %a = memref.alloc()[%n] : memref<4xf32, affine_map<(d0)[s0, s1] -> (d0 + s0 + s1)>>
  return
}
// expected-error@-3 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 2, got 1}}
// -----
// from fail/memref_alloc_symbols_strided.mlir
// memref: alloc symbols strided.
func.func @f(%n: index) {
  %a = memref.alloc() : memref<4xf32, strided<[2], offset: ?>>
  return
}
// expected-error@-3 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
// -----
// from fail/memref_alloc_tensor_type.mlir
// memref: alloc tensor type.
func.func @f(%n: index) {
  %a = memref.alloc() : tensor<4xf32>
  return
}
// expected-error@-3 {{custom op 'memref.alloc' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
// -----
// from fail/memref_alloca_missing_size.mlir
// memref: alloca missing size.
func.func @f(%n: index) {
  %a = memref.alloca() : memref<?xf32>
  return
}
// expected-error@-3 {{'memref.alloca' op incorrect number of dynamic sizes, has 0, expected 1}}
// -----
// from fail/memref_alloca_no_scope.mlir
// memref: alloca no scope.
%a = memref.alloca() : memref<4xf32>
// expected-error@-1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
// -----
// from fail/memref_alloca_scope_extra_value.mlir
// memref: alloca scope extra value.
func.func @f(%v: f32) {
  %0 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %v, %v : f32, f32
  }
  return
}
// expected-error@-5 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
// expected-note@-5 {{region branch point}}
// -----
// from fail/memref_alloca_scope_implicit_return.mlir
// memref: alloca scope implicit return.
func.func @f(%v: f32) {
  %0 = memref.alloca_scope -> (f32) {
  }
  return
}
// expected-error@-4 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
// expected-note@-5 {{region branch point}}
// -----
// from fail/memref_alloca_scope_missing_value.mlir
// memref: alloca scope missing value.
func.func @f(%v: f32) {
  %0 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return
  }
  return
}
// expected-error@-5 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
// expected-note@-5 {{region branch point}}
// -----
// from fail/memref_alloca_scope_region_args.mlir
// memref: alloca scope region args.
func.func @f(%v: f32) {
  "memref.alloca_scope"() ({
  ^bb0(%x: f32):
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  return
}
// expected-error@-6 {{'memref.alloca_scope' op region should have no arguments}}
// -----
// from fail/memref_alloca_scope_return_parent.mlir
// memref: alloca scope return parent.
func.func @f(%v: f32) {
  memref.alloca_scope.return
}
// expected-error@-2 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
// -----
// from fail/memref_alloca_scope_value_type.mlir
// memref: alloca scope value type.
func.func @f(%v: f32) {
  %0 = memref.alloca_scope -> (i32) {
    memref.alloca_scope.return %v : f32
  }
  return
}
// expected-error@-5 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
// expected-note@-5 {{region branch point}}
// -----
// from fail/memref_assume_alignment_not_pow2.mlir
// memref: assume alignment not pow2.
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.assume_alignment %m, 3 : memref<4xf32>
  return
}
// expected-error@-3 {{'memref.assume_alignment' op alignment must be power of 2}}
// -----
// from fail/memref_assume_alignment_zero.mlir
// memref: assume alignment zero.
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.assume_alignment %m, 0 : memref<4xf32>
  return
}
// expected-error@-3 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
// -----
// from fail/memref_atomic_rmw_addf_int.mlir
// memref: atomic rmw addf int.
func.func @f(%m: memref<4xi32>, %i: index, %v: i32) {
  %0 = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}
// expected-error@-3 {{'memref.atomic_rmw' op with kind 'addf' expects a floating-point type}}
// -----
// from fail/memref_atomic_rmw_addi_float.mlir
// memref: atomic rmw addi float.
func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
  %0 = memref.atomic_rmw addi %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}
// expected-error@-3 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
// -----
// from fail/memref_atomic_rmw_float_kinds.mlir
// memref: atomic rmw float kinds.
func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
  %0 = memref.atomic_rmw assign %v, %m[%i] : (f32, memref<4xf32>) -> f32
  %1 = memref.atomic_rmw andi %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}
// expected-error@-3 {{'memref.atomic_rmw' op with kind 'andi' expects an integer type}}
// -----
// from fail/memref_atomic_rmw_index.mlir
// memref: atomic rmw index.
func.func @f(%m: memref<4xindex>, %i: index, %v: index) {
  %0 = memref.atomic_rmw addi %v, %m[%i] : (index, memref<4xindex>) -> index
  return
}
// expected-error@-3 {{'memref.atomic_rmw' op operand #0 must be signless integer or floating-point, but got 'index'}}
// -----
// from fail/memref_atomic_rmw_int_kinds.mlir
// memref: atomic rmw int kinds.
func.func @f(%m: memref<4xi32>, %i: index, %v: i32) {
  %0 = memref.atomic_rmw assign %v, %m[%i] : (i32, memref<4xi32>) -> i32
  %1 = memref.atomic_rmw maxs %v, %m[%i] : (i32, memref<4xi32>) -> i32
  %2 = memref.atomic_rmw ori %v, %m[%i] : (i32, memref<4xi32>) -> i32
  %3 = memref.atomic_rmw maximumf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}
// expected-error@-3 {{'memref.atomic_rmw' op with kind 'maximumf' expects a floating-point type}}
// -----
// from fail/memref_atomic_rmw_subscripts.mlir
// memref: atomic rmw subscripts.
func.func @f(%m: memref<4xi32>, %i: index, %v: i32) {
  %0 = memref.atomic_rmw addi %v, %m[] : (i32, memref<4xi32>) -> i32
  return
}
// expected-error@-3 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
// -----
// from fail/memref_atomic_rmw_unknown_kind.mlir
// memref: atomic rmw unknown kind.
func.func @f(%m: memref<4xi32>, %i: index, %v: i32) {
  %0 = memref.atomic_rmw foo %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}
// expected-error@-3 {{custom op 'memref.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'kind' [addf, addi, andi, assign, maximumf, maxnumf, maxs, maxu, minimumf, minnumf, mins, minu, mulf, muli, ori, xori]}}
// -----
// from fail/memref_atomic_rmw_value_type.mlir
// memref: atomic rmw value type.
func.func @f(%m: memref<4xi32>, %i: index, %v: i64) {
  %0 = memref.atomic_rmw addi %v, %m[%i] : (i64, memref<4xi32>) -> i64
  return
}
// expected-error@-3 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
// -----
// from fail/memref_atomic_yield_parent.mlir
// memref: atomic yield parent.
func.func @f(%v: f32) {
  memref.atomic_yield %v : f32
}
// expected-error@-2 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
// -----
// from fail/memref_atomic_yield_type.mlir
// memref: atomic yield type.
func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    %c = arith.constant 1 : i32
    memref.atomic_yield %c : i32
  }
  return %x : f32
}
// expected-error@-4 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
// -----
// from fail/memref_cast_element_type.mlir
// memref: cast element type.
func.func @f(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}
// expected-error@-3 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
// -----
// from fail/memref_cast_memory_space.mlir
// memref: cast memory space.
func.func @f(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, 1>
  return
}
// expected-error@-3 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, 1>' are cast incompatible}}
// -----
// from fail/memref_cast_rank.mlir
// memref: cast rank.
func.func @f(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<4x1xf32>
  return
}
// expected-error@-3 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4x1xf32>' are cast incompatible}}
// -----
// from fail/memref_cast_static_sizes.mlir
// memref: cast static sizes.
func.func @f(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}
// expected-error@-3 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
// -----
// from fail/memref_cast_strides.mlir
// memref: cast strides.
func.func @f(%m: memref<12x4xf32, strided<[4, 1], offset: 5>>) {
  %0 = memref.cast %m : memref<12x4xf32, strided<[4, 1], offset: 5>> to memref<12x4xf32, strided<[?, ?], offset: ?>>
  %1 = memref.cast %m : memref<12x4xf32, strided<[4, 1], offset: 5>> to memref<12x4xf32, strided<[4, 2], offset: 5>>
  return
}
// expected-error@-3 {{'memref.cast' op operand type 'memref<12x4xf32, strided<[4, 1], offset: 5>>' and result type 'memref<12x4xf32, strided<[4, 2], offset: 5>>' are cast incompatible}}
// -----
// from fail/memref_cast_unranked_element.mlir
// memref: cast unranked element.
func.func @f(%m: memref<*xf32>) {
  %0 = memref.cast %m : memref<*xf32> to memref<*xi32>
  return
}
// expected-error@-3 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xi32>' are cast incompatible}}
// -----
// from fail/memref_cast_unranked_to_unranked.mlir
// memref: cast unranked to unranked.
func.func @f(%m: memref<*xf32>) {
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}
// expected-error@-3 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
// -----
// from fail/memref_collapse_bad_reassoc.mlir
// memref: collapse_shape with a reassociation of strings.
func.func @f(%m: memref<8x16x4xf32>, %e: memref<?x32xf32>, %i: index) {
  %0 = memref.collapse_shape %m ["a"] : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// expected-error@-3 {{'memref.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
// -----
// from fail/memref_collapse_contiguous.mlir
// memref: collapse_shape indices not contiguous.
func.func @f(%m: memref<8x16x4xf32>, %e: memref<?x32xf32>, %i: index) {
  %0 = memref.collapse_shape %m [[0, 2], [1]] : memref<8x16x4xf32> into memref<32x16xf32>
  return
}
// expected-error@-3 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
// -----
// from fail/memref_collapse_dynamic.mlir
// memref: collapse_shape dynamic group to a static dim.
func.func @f(%m: memref<8x16x4xf32>, %e: memref<?x32xf32>, %i: index) {
  %0 = memref.collapse_shape %e [[0, 1]] : memref<?x32xf32> into memref<64xf32>
  return
}
// expected-error@-3 {{'memref.collapse_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
// -----
// from fail/memref_collapse_expanded_rank.mlir
// memref: collapse_shape leaving dims out.
func.func @f(%m: memref<8x16x4xf32>, %e: memref<?x32xf32>, %i: index) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16x4xf32> into memref<128xf32>
  return
}
// expected-error@-3 {{'memref.collapse_shape' op expanded rank (3) inconsistent with number of reassociation indices (2)}}
// -----
// from fail/memref_collapse_groups.mlir
// memref: collapse_shape group count.
func.func @f(%m: memref<8x16x4xf32>, %e: memref<?x32xf32>, %i: index) {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// expected-error@-3 {{'memref.collapse_shape' op invalid number of reassociation groups: found 1, expected 2}}
// -----
// from fail/memref_collapse_layout.mlir
// memref: collapse_shape of non-contiguous dims.
func.func @f(%m: memref<4x4xf32, strided<[8, 1]>>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32, strided<[8, 1]>> into memref<16xf32, strided<[1]>>
  return
}
// expected-error@-3 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
// -----
// from fail/memref_collapse_not_strided.mlir
// memref: collapse_shape of an affine-map memref.
func.func @f(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>> into memref<16xf32>
  return
}
// expected-error@-3 {{'memref.collapse_shape' op operand #0 must be strided memref of any type values, but got 'memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>'}}
// -----
// from fail/memref_collapse_oob.mlir
// memref: collapse_shape index out of bounds.
func.func @f(%m: memref<8x16x4xf32>, %e: memref<?x32xf32>, %i: index) {
  %0 = memref.collapse_shape %m [[0, 1], [2, 3]] : memref<8x16x4xf32> into memref<128x4xf32>
  return
}
// expected-error@-3 {{'memref.collapse_shape' op reassociation index 3 is out of bounds}}
// -----
// from fail/memref_collapse_rank.mlir
// memref: collapse_shape to a larger rank.
func.func @f(%m: memref<8x16x4xf32>, %e: memref<?x32xf32>, %i: index) {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<8x16x4xf32> into memref<8x16x4x1xf32>
  return
}
// expected-error@-3 {{'memref.collapse_shape' op has source rank 3 and result rank 4. This is not a collapse (3 < 4).}}
// -----
// from fail/memref_collapse_rank0.mlir
// memref: collapse_shape to rank 0 from non-unit dims.
func.func @f(%m: memref<8x16x4xf32>, %e: memref<?x32xf32>, %i: index) {
  %0 = memref.collapse_shape %m [] : memref<8x16x4xf32> into memref<f32>
  return
}
// expected-error@-3 {{'memref.collapse_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
// -----
// from fail/memref_collapse_size.mlir
// memref: collapse_shape group size.
func.func @f(%m: memref<8x16x4xf32>, %e: memref<?x32xf32>, %i: index) {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<8x16x4xf32> into memref<127x4xf32>
  return
}
// expected-error@-3 {{'memref.collapse_shape' op collapsed dim size (127) must equal reassociation group size (128)}}
// -----
// from fail/memref_collapse_type.mlir
// memref: collapse_shape result layout.
func.func @f(%m: memref<4x4xf32, strided<[4, 1], offset: 3>>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32, strided<[4, 1], offset: 3>> into memref<16xf32>
  return
}
// expected-error@-3 {{'memref.collapse_shape' op expected collapsed type to be 'memref<16xf32, strided<[1], offset: 3>>' but found 'memref<16xf32>'}}
// -----
// from fail/memref_copy_element_type.mlir
// memref: copy element type.
func.func @f(%m: memref<4xf32>, %t: memref<4xi32>) {
  memref.copy %m, %t : memref<4xf32> to memref<4xi32>
  return
}
// expected-error@-3 {{'memref.copy' op requires the same element type for all operands}}
// -----
// from fail/memref_copy_shape.mlir
// memref: copy shape.
func.func @f(%m: memref<4xf32>, %t: memref<5xf32>) {
  memref.copy %m, %t : memref<4xf32> to memref<5xf32>
  return
}
// expected-error@-3 {{'memref.copy' op requires the same shape for all operands}}
// -----
// from fail/memref_dim_rank0.mlir
// memref: dim rank0.
func.func @f(%m: memref<f32>, %i: index) {
  %0 = memref.dim %m, %i : memref<f32>
  return
}
// expected-error@-3 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
// -----
// from fail/memref_distinct_objects_empty.mlir
// memref: distinct objects empty.
func.func @f() {
  "memref.distinct_objects"() : () -> ()
  return
}
// expected-error@-3 {{'memref.distinct_objects' op expected at least one operand}}
// -----
// from fail/memref_distinct_objects_result_count.mlir
// memref: distinct objects result count.
func.func @f(%m: memref<4x?xf32>) {
  %d = "memref.distinct_objects"(%m, %m) : (memref<4x?xf32>, memref<4x?xf32>) -> (memref<4x?xf32>)
  return
}
// expected-error@-3 {{'memref.distinct_objects' op operand types and result types must match}}
// -----
// from fail/memref_distinct_objects_tensor.mlir
// memref: distinct objects tensor.
func.func @f(%m: tensor<4xf32>) {
  %d = memref.distinct_objects %m : tensor<4xf32>
  return
}
// expected-error@-3 {{'memref.distinct_objects' op operand #0 must be variadic of memref of any type values, but got 'tensor<4xf32>'}}
// -----
// from fail/memref_distinct_objects_types.mlir
// memref: distinct objects types.
func.func @f(%m: memref<4x?xf32>) {
  %d:2 = "memref.distinct_objects"(%m, %m) : (memref<4x?xf32>, memref<4x?xf32>) -> (memref<4x?xf32>, memref<4xf32>)
  return
}
// expected-error@-3 {{'memref.distinct_objects' op operand types and result types must match}}
// -----
// from fail/memref_dma_start_attr.mlir
// memref: dma_start with an attribute dictionary.
func.func @f(%s: memref<4x4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %s[%i, %i], %d[%i], %n, %t[%i] {a} : memref<4x4xf32>, memref<4xf32, 1>, memref<1xi32>
  return
}
// expected-error@-3 {{expected ':'}}
// -----
// from fail/memref_dma_start_generic_count.mlir
// memref: generic dma_start with one extra operand.
func.func @f(%s: memref<4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %f: f32) {
  "memref.dma_start"(%s, %i, %d, %i, %i, %t, %i, %i) : (memref<4xf32>, index, memref<4xf32, 1>, index, index, memref<1xi32>, index, index) -> ()
  return
}
// expected-error@-3 {{'memref.dma_start' op incorrect number of operands}}
// -----
// from fail/memref_dma_start_generic_dst.mlir
// memref: generic dma_start with a non-memref destination.
func.func @f(%s: memref<4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %f: f32) {
  "memref.dma_start"(%s, %i, %f, %i, %t, %i) : (memref<4xf32>, index, f32, index, memref<1xi32>, index) -> ()
  return
}
// expected-error@-3 {{'memref.dma_start' op expected destination to be of memref type}}
// -----
// from fail/memref_dma_start_generic_few.mlir
// memref: generic dma_start with three operands.
func.func @f(%s: memref<4x4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %n: index) {
  "memref.dma_start"(%s, %d, %t) : (memref<4x4xf32>, memref<4xf32, 1>, memref<1xi32>) -> ()
  return
}
// expected-error@-3 {{'memref.dma_start' op expected at least 4 operands}}
// -----
// from fail/memref_dma_start_generic_index.mlir
// memref: generic dma_start with an f32 index.
func.func @f(%s: memref<4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %f: f32) {
  "memref.dma_start"(%s, %f, %d, %i, %i, %t, %i) : (memref<4xf32>, f32, memref<4xf32, 1>, index, index, memref<1xi32>, index) -> ()
  return
}
// expected-error@-3 {{'memref.dma_start' op expected source indices to be of index type}}
// -----
// from fail/memref_dma_start_generic_num.mlir
// memref: generic dma_start with an f32 element count.
func.func @f(%s: memref<4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %f: f32) {
  "memref.dma_start"(%s, %i, %d, %i, %f, %t, %i) : (memref<4xf32>, index, memref<4xf32, 1>, index, f32, memref<1xi32>, index) -> ()
  return
}
// expected-error@-3 {{'memref.dma_start' op expected num elements to be of index type}}
// -----
// from fail/memref_dma_start_generic_short.mlir
// memref: generic dma_start short of the tag index.
func.func @f(%s: memref<4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %f: f32) {
  "memref.dma_start"(%s, %i, %d, %i, %i, %t) : (memref<4xf32>, index, memref<4xf32, 1>, index, index, memref<1xi32>) -> ()
  return
}
// expected-error@-3 {{'memref.dma_start' op expected at least 7 operands}}
// -----
// from fail/memref_dma_start_generic_src_short.mlir
// memref: generic dma_start short of source indices.
func.func @f(%s: memref<4x4x4x4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>, %i: index) {
  "memref.dma_start"(%s, %i, %d, %i) : (memref<4x4x4x4xf32>, index, memref<4xf32, 1>, index) -> ()
  return
}
// expected-error@-3 {{'memref.dma_start' op expected at least 8 operands}}
// -----
// from fail/memref_dma_start_generic_stride.mlir
// memref: generic dma_start with an f32 stride.
func.func @f(%s: memref<4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %f: f32) {
  "memref.dma_start"(%s, %i, %d, %i, %i, %t, %i, %f, %i) : (memref<4xf32>, index, memref<4xf32, 1>, index, index, memref<1xi32>, index, f32, index) -> ()
  return
}
// expected-error@-3 {{'memref.dma_start' op expected stride and num elements per stride to be of type index}}
// -----
// from fail/memref_dma_start_generic_tag.mlir
// memref: generic dma_start with a non-memref tag.
func.func @f(%s: memref<4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %f: f32) {
  "memref.dma_start"(%s, %i, %d, %i, %i, %f, %i) : (memref<4xf32>, index, memref<4xf32, 1>, index, index, f32, index) -> ()
  return
}
// expected-error@-3 {{'memref.dma_start' op expected tag to be of memref type}}
// -----
// from fail/memref_dma_start_one_stride.mlir
// memref: dma_start with one stride operand.
func.func @f(%s: memref<4x4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %s[%i, %i], %d[%i], %n, %t[%i], %i : memref<4x4xf32>, memref<4xf32, 1>, memref<1xi32>
  return
}
// expected-error@-3 {{custom op 'memref.dma_start' expected two stride related operands}}
// -----
// from fail/memref_dma_start_src_indices.mlir
// memref: dma_start with too few source indices.
func.func @f(%s: memref<4x4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %s[%i], %d[%i], %n, %t[%i] : memref<4x4xf32>, memref<4xf32, 1>, memref<1xi32>
  return
}
// expected-error@-3 {{'memref.dma_start' op expected source indices to be of index type}}
// -----
// from fail/memref_dma_start_src_type.mlir
// memref: dma_start from a tensor.
func.func @f(%s: tensor<4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %s[%i], %d[%i], %n, %t[%i] : tensor<4xf32>, memref<4xf32, 1>, memref<1xi32>
  return
}
// expected-error@-3 {{'memref.dma_start' op expected source to be of memref type}}
// -----
// from fail/memref_dma_start_tag_indices.mlir
// memref: dma_start with too many tag indices.
func.func @f(%s: memref<4x4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %s[%i, %i], %d[%i], %n, %t[%i, %i] : memref<4x4xf32>, memref<4xf32, 1>, memref<1xi32>
  return
}
// expected-error@-3 {{'memref.dma_start' op incorrect number of operands}}
// -----
// from fail/memref_dma_start_types.mlir
// memref: dma_start with two types.
func.func @f(%s: memref<4x4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %s[%i, %i], %d[%i], %n, %t[%i] : memref<4x4xf32>, memref<4xf32, 1>
  return
}
// expected-error@-3 {{custom op 'memref.dma_start' fewer/more types expected}}
// -----
// from fail/memref_dma_wait_indices.mlir
// memref: dma wait indices.
func.func @f(%t: memref<4x4xi32>, %i: index) {
  memref.dma_wait %t[%i], %i : memref<4x4xi32>
  return
}
// expected-error@-3 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 2, but got 1}}
// -----
// from fail/memref_expand_dynamic_count.mlir
// memref: expand_shape output_shape dynamic count.
func.func @f(%m: memref<8x16x4xf32>, %e: memref<?x32xf32>, %i: index) {
  %0 = "memref.expand_shape"(%e) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 4, 32>}> : (memref<?x32xf32>) -> memref<?x4x32xf32>
  return
}
// expected-error@-3 {{'memref.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 1 dynamic dims while output_shape has 0 values}}
// -----
// from fail/memref_expand_output_shape.mlir
// memref: expand_shape output_shape disagrees with the type.
func.func @f(%m: memref<8x16x4xf32>, %e: memref<?x32xf32>, %i: index) {
  %0 = memref.expand_shape %e [[0, 1], [2]] output_shape [%i, 5, 32] : memref<?x32xf32> into memref<?x4x32xf32>
  return
}
// expected-error@-3 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
// -----
// from fail/memref_expand_rank.mlir
// memref: expand_shape to a smaller rank.
func.func @f(%m: memref<8x16x4xf32>, %e: memref<?x32xf32>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1, 2]] output_shape [512] : memref<8x16x4xf32> into memref<512xf32>
  return
}
// expected-error@-3 {{'memref.expand_shape' op has source rank 3 and result rank 1. This is not an expansion (3 > 1).}}
// -----
// from fail/memref_expand_size.mlir
// memref: expand_shape group size.
func.func @f(%m: memref<8x16x4xf32>, %e: memref<?x32xf32>, %i: index) {
  %0 = memref.expand_shape %e [[0], [1, 2]] output_shape [%i, 4, 7] : memref<?x32xf32> into memref<?x4x7xf32>
  return
}
// expected-error@-3 {{'memref.expand_shape' op collapsed dim size (32) must equal reassociation group size (28)}}
// -----
// from fail/memref_expand_static_count.mlir
// memref: expand_shape output_shape length.
func.func @f(%m: memref<8x16x4xf32>, %e: memref<?x32xf32>, %i: index) {
  %0 = memref.expand_shape %e [[0, 1], [2]] output_shape [%i, 4] : memref<?x32xf32> into memref<?x4x32xf32>
  return
}
// expected-error@-3 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (3) but found 2 inputs instead}}
// -----
// from fail/memref_expand_type.mlir
// memref: expand_shape result layout.
func.func @f(%m: memref<16xf32, strided<[2]>>) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 4] : memref<16xf32, strided<[2]>> into memref<4x4xf32>
  return
}
// expected-error@-3 {{'memref.expand_shape' op expected expanded type to be 'memref<4x4xf32, strided<[8, 2]>>' but found 'memref<4x4xf32>'}}
// -----
// from fail/memref_extract_strided_metadata_base_space.mlir
// memref: extract strided metadata base space.
func.func @f(%m: memref<4x?xf32>) {
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32, 1>, index, index, index, index, index
  return
}
// expected-error@-3 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32, 1>', 'index', 'index', 'index', 'index', 'index'}}
// expected-error@-4 {{'memref.extract_strided_metadata' op failed to infer returned types}}
// -----
// from fail/memref_extract_strided_metadata_base_type.mlir
// memref: extract strided metadata base type.
func.func @f(%m: memref<4x?xf32>) {
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f64>, index, index, index, index, index
  return
}
// expected-error@-3 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f64>', 'index', 'index', 'index', 'index', 'index'}}
// expected-error@-4 {{'memref.extract_strided_metadata' op failed to infer returned types}}
// -----
// from fail/memref_extract_strided_metadata_index_type.mlir
// memref: extract strided metadata index type.
func.func @f(%m: memref<4x?xf32>) {
  %base, %off, %sizes:2, %strides:2 = "memref.extract_strided_metadata"(%m) : (memref<4x?xf32>) -> (memref<f32>, index, index, index, index, i32)
  return
}
// expected-error@-3 {{'memref.extract_strided_metadata' op result #5 must be variadic of index, but got 'i32'}}
// -----
// from fail/memref_extract_strided_metadata_result_count.mlir
// memref: extract strided metadata result count.
func.func @f(%m: memref<4x?xf32>) {
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index, index
  return
}
// expected-error@-3 {{operation defines 7 results but was provided 6 to bind}}
// -----
// from fail/memref_generic_atomic_rmw_arg_type.mlir
// memref: generic atomic rmw arg type.
func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: i32):
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }
  return %x : f32
}
// expected-error@-7 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
// -----
// from fail/memref_generic_atomic_rmw_side_effect.mlir
// memref: generic atomic rmw side effect.
func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    memref.store %cur, %m[%i] : memref<4xf32>
    memref.atomic_yield %cur : f32
  }
  return %x : f32
}
// expected-error@-5 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
// -----
// from fail/memref_generic_atomic_rmw_two_args.mlir
// memref: generic atomic rmw two args.
func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32, %y: f32):
    memref.atomic_yield %cur : f32
  }
  return %x : f32
}
// expected-error@-6 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
// -----
// from fail/memref_get_global_not_global.mlir
// memref: get global not global.
func.func @g() { return }
func.func @f() {
  %a = memref.get_global @g : memref<5xf32>
  return
}
// expected-error@-3 {{'memref.get_global' op 'g' does not reference a valid global memref}}
// -----
// from fail/memref_get_global_type.mlir
// memref: get global type.
memref.global @g : memref<4xf32>
func.func @f() {
  %a = memref.get_global @g : memref<5xf32>
  return
}
// expected-error@-3 {{'memref.get_global' op result type 'memref<5xf32>' does not match type 'memref<4xf32>' of the global memref @g}}
// -----
// from fail/memref_get_global_unknown.mlir
// memref: get global unknown.
memref.global @g : memref<4xf32>
func.func @f() {
  %a = memref.get_global @h : memref<4xf32>
  return
}
// expected-error@-3 {{'memref.get_global' op 'h' does not reference a valid global memref}}
// -----
// from fail/memref_global_alignment_custom.mlir
// memref: global alignment custom.
memref.global @g : memref<4xf32> {alignment = 3}
// expected-error@-1 {{custom op 'memref.global' 'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
// -----
// from fail/memref_global_alignment_generic.mlir
// memref: global alignment generic.
"memref.global"() <{sym_name = "g", type = memref<4xf32>, alignment = 3}> : () -> ()
// expected-error@-1 {{'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
// -----
// from fail/memref_global_bad_visibility.mlir
// memref: global bad visibility.
memref.global "foo" @g : memref<4xf32>
// expected-error@-1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "foo"}}
// -----
// from fail/memref_global_dynamic_custom.mlir
// memref: global dynamic custom.
memref.global @g : memref<?xf32>
// expected-error@-1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
// -----
// from fail/memref_global_dynamic_generic.mlir
// memref: global dynamic generic.
"memref.global"() <{sym_name = "g", type = memref<?xf32>}> : () -> ()
// expected-error@-1 {{'memref.global' op type should be static shaped memref, but got 'memref<?xf32>'}}
// -----
// from fail/memref_global_int_for_float.mlir
// memref: global int for float.
memref.global @g : memref<4xf32> = dense<1> 
// expected-error@-1 {{unexpected decimal integer literal for a floating point value}}
// expected-note@-2 {{add a trailing dot to make the literal a float}}
// -----
// from fail/memref_global_scalar_value.mlir
// memref: global scalar value.
memref.global @g : memref<4xf32> = 3
// expected-error@-1 {{integer literal not valid for specified type}}
// -----
// from fail/memref_global_tensor_type.mlir
// memref: global tensor type.
memref.global @g : tensor<4xf32>
// expected-error@-1 {{custom op 'memref.global' type should be static shaped memref, but got 'tensor<4xf32>'}}
// -----
// from fail/memref_global_type_not_memref.mlir
// memref: global type not memref.
"memref.global"() <{sym_name = "g", type = i32}> : () -> ()
// expected-error@-1 {{'memref.global' op attribute 'type' failed to satisfy constraint: memref type attribute}}
// -----
// from fail/memref_global_value_element_type.mlir
// memref: global value element type.
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = dense<1.0> : tensor<4xf64>}> : () -> ()
// expected-error@-1 {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'f64'}}
// -----
// from fail/memref_global_value_not_elements.mlir
// memref: global value not elements.
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = 3}> : () -> ()
// expected-error@-1 {{'memref.global' op initial value should be a unit or elements attribute, but got 3 : i64}}
// -----
// from fail/memref_global_value_rank.mlir
// memref: global value rank.
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = dense<1.0> : tensor<2x2xf32>}> : () -> ()
// expected-error@-1 {{'memref.global' op initial value shape expected to be 4 but was 2, 2}}
// -----
// from fail/memref_global_value_shape.mlir
// memref: global value shape.
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = dense<1.0> : tensor<2xf32>}> : () -> ()
// expected-error@-1 {{'memref.global' op initial value shape expected to be 4 but was 2}}
// -----
// from fail/memref_global_value_type_mismatch.mlir
// memref: global value type mismatch.
memref.global @g : memref<4xf32> = dense<1.0> : tensor<4xf64>
// expected-error@-1 {{expected operation name in quotes}}
// -----
// from fail/memref_global_value_type_suffix.mlir
// memref: global value type suffix.
memref.global @g : memref<4xf32> = dense<1.0> : tensor<3xf32>
// expected-error@-1 {{expected operation name in quotes}}
// -----
// from fail/memref_load_alignment.mlir
// memref: load alignment.
func.func @f(%n: index, %m: memref<4xf32>, %v: f32) {
  %0 = memref.load %m[%n] {alignment = 6} : memref<4xf32>
  return
}
// expected-error@-3 {{custom op 'memref.load' 'memref.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
// -----
// from fail/memref_load_index_count.mlir
// memref: load index count.
func.func @f(%n: index, %m: memref<4xf32>) {
  %a = memref.load %m[] : memref<4xf32>
  return
}
// expected-error@-3 {{'memref.load' op incorrect number of indices for load, expected 1 but got 0}}
// -----
// from fail/memref_load_result_type.mlir
// memref: load result type.
func.func @f(%n: index, %m: memref<4xf32>, %v: f32) {
  %0 = "memref.load"(%m, %n) : (memref<4xf32>, index) -> f16
  return
}
// expected-error@-3 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
// -----
// from fail/memref_memory_space_cast_element_type.mlir
// memref: memory space cast element type.
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xi32>
  return
}
// expected-error@-3 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
// -----
// from fail/memref_memory_space_cast_layout.mlir
// memref: memory space cast layout.
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, strided<[2]>, 1>
  return
}
// expected-error@-3 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, strided<[2]>, 1>' are cast incompatible}}
// -----
// from fail/memref_memory_space_cast_shape.mlir
// memref: memory space cast shape.
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<5xf32, 1>
  return
}
// expected-error@-3 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32, 1>' are cast incompatible}}
// -----
// from fail/memref_memory_space_cast_unranked.mlir
// memref: memory space cast unranked.
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<*xf32, 1>
  return
}
// expected-error@-3 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<*xf32, 1>' are cast incompatible}}
// -----
// from fail/memref_prefetch_attr_dict.mlir
// memref: the custom form of memref.prefetch has no attribute dictionary.
func.func @f(%t: memref<4x4xi32>, %i: index) {
  memref.prefetch %t[%i, %i], write, locality<0>, instr {tag} : memref<4x4xi32>
  return
}
// expected-error@-3 {{expected ':'}}
// -----
// from fail/memref_prefetch_cache.mlir
// memref: prefetch cache.
func.func @f(%t: memref<4x4xi32>, %i: index) {
  memref.prefetch %t[%i, %i], read, locality<3>, dat : memref<4x4xi32>
  return
}
// expected-error@-3 {{custom op 'memref.prefetch' cache type has to be 'data' or 'instr'}}
// -----
// from fail/memref_prefetch_indices.mlir
// memref: prefetch indices.
func.func @f(%t: memref<4x4xi32>, %i: index) {
  memref.prefetch %t[%i], read, locality<3>, data : memref<4x4xi32>
  return
}
// expected-error@-3 {{'memref.prefetch' op too few indices}}
// -----
// from fail/memref_prefetch_locality_keyword.mlir
// memref: prefetch locality keyword.
func.func @f(%t: memref<4x4xi32>, %i: index) {
  memref.prefetch %t[%i, %i], read, localty<3>, data : memref<4x4xi32>
  return
}
// expected-error@-3 {{custom op 'memref.prefetch' expected 'locality'}}
// -----
// from fail/memref_prefetch_locality_range.mlir
// memref: prefetch locality range.
func.func @f(%t: memref<4x4xi32>, %i: index) {
  memref.prefetch %t[%i, %i], read, locality<4>, data : memref<4x4xi32>
  return
}
// expected-error@-3 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
// -----
// from fail/memref_prefetch_rw.mlir
// memref: prefetch rw.
func.func @f(%t: memref<4x4xi32>, %i: index) {
  memref.prefetch %t[%i, %i], rea, locality<3>, data : memref<4x4xi32>
  return
}
// expected-error@-3 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
// -----
// from fail/memref_rank_tensor.mlir
// memref: rank tensor.
func.func @f(%m: tensor<4xf32>) {
  %0 = memref.rank %m : tensor<4xf32>
  return
}
// expected-error@-3 {{custom op 'memref.rank' invalid kind of type specified}}
// -----
// from fail/memref_realloc_element_type.mlir
// memref: realloc element type.
func.func @f(%n: index, %m: memref<4xf32>) {
  %a = memref.realloc %m : memref<4xf32> to memref<8xi32>
  return
}
// expected-error@-3 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xi32>'}}
// -----
// from fail/memref_realloc_extra_size.mlir
// memref: realloc extra size.
func.func @f(%n: index, %m: memref<4xf32>) {
  %a = memref.realloc %m(%n) : memref<4xf32> to memref<8xf32>
  return
}
// expected-error@-3 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
// -----
// from fail/memref_realloc_memory_space.mlir
// memref: realloc memory space.
func.func @f(%n: index, %m: memref<4xf32>) {
  %a = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}
// expected-error@-3 {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'}}
// -----
// from fail/memref_realloc_missing_size.mlir
// memref: realloc missing size.
func.func @f(%n: index, %m: memref<?xf32>) {
  %a = memref.realloc %m : memref<?xf32> to memref<?xf32>
  return
}
// expected-error@-3 {{missing dimension operand for result type 'memref<?xf32>'}}
// -----
// from fail/memref_realloc_result_layout.mlir
// memref: realloc result layout.
func.func @f(%n: index, %m: memref<4xf32>) {
  %a = memref.realloc %m : memref<4xf32> to memref<8xf32, strided<[2]>>
  return
}
// expected-error@-3 {{unsupported layout for result memref type 'memref<8xf32, strided<[2]>>'}}
// -----
// from fail/memref_realloc_source_layout.mlir
// memref: realloc source layout.
func.func @f(%n: index, %m: memref<4xf32, strided<[2]>>) {
  %a = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}
// expected-error@-3 {{unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'}}
// -----
// from fail/memref_reinterpret_cast_bad_entry.mlir
// memref: reinterpret cast bad entry.
func.func @f(%u: memref<*xf32>) {
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [10, 10], strides: [10, x] : memref<*xf32> to memref<10x10xf32>
  return
}
// expected-error@-3 {{custom op 'memref.reinterpret_cast' expected integer value}}
// expected-error@-4 {{custom op 'memref.reinterpret_cast' expected SSA value or integer}}
// -----
// from fail/memref_reinterpret_cast_dynamic_count.mlir
// memref: reinterpret cast dynamic count.
func.func @f(%u: memref<*xf32>) {
  %r = "memref.reinterpret_cast"(%u) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 10, 10>, static_strides = array<i64: 10, 1>}> : (memref<*xf32>) -> memref<10x10xf32>
  return
}
// expected-error@-3 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (0 vs 1)}}
// -----
// from fail/memref_reinterpret_cast_dynamic_offset.mlir
// memref: reinterpret cast dynamic offset.
func.func @f(%u: memref<*xf32>, %n: index) {
  %r = memref.reinterpret_cast %u to offset: [%n], sizes: [10, 10], strides: [10, 1] : memref<*xf32> to memref<10x10xf32>
  return
}
// expected-error@-3 {{expected result type with offset = dynamic instead of 0}}
// -----
// from fail/memref_reinterpret_cast_dynamic_size.mlir
// memref: reinterpret cast dynamic size.
func.func @f(%u: memref<*xf32>, %n: index) {
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [10, %n], strides: [10, 1] : memref<*xf32> to memref<10x10xf32>
  return
}
// expected-error@-3 {{expected result type with size = dynamic instead of 10 in dim = 1}}
// -----
// from fail/memref_reinterpret_cast_element_type.mlir
// memref: reinterpret cast element type.
func.func @f(%u: memref<*xf32>) {
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [10, 10], strides: [10, 1] : memref<*xf32> to memref<10x10xi32>
  return
}
// expected-error@-3 {{different element types specified for source type 'memref<*xf32>' and result memref type 'memref<10x10xi32>'}}
// -----
// from fail/memref_reinterpret_cast_fewer_sizes.mlir
// memref: reinterpret cast fewer sizes.
func.func @f(%u: memref<*xf32>) {
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [10], strides: [10, 1] : memref<*xf32> to memref<10x10xf32>
  return
}
// expected-error@-3 {{expected mixed sizes rank to match mixed strides rank (1 vs 2) so the rank of the result type is well-formed.}}
// -----
// from fail/memref_reinterpret_cast_fewer_strides.mlir
// memref: reinterpret cast fewer strides.
func.func @f(%u: memref<*xf32>) {
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [10, 10], strides: [1] : memref<*xf32> to memref<10x10xf32>
  return
}
// expected-error@-3 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
// -----
// from fail/memref_reinterpret_cast_memory_space.mlir
// memref: reinterpret cast memory space.
func.func @f(%u: memref<*xf32>) {
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [10, 10], strides: [10, 1] : memref<*xf32> to memref<10x10xf32, 1>
  return
}
// expected-error@-3 {{different memory spaces specified for source type 'memref<*xf32>' and result memref type 'memref<10x10xf32, 1>'}}
// -----
// from fail/memref_reinterpret_cast_negative_offset.mlir
// memref: reinterpret cast negative offset.
func.func @f(%u: memref<*xf32>) {
  %r = memref.reinterpret_cast %u to offset: [-1], sizes: [10, 10], strides: [10, 1] : memref<*xf32> to memref<10x10xf32>
  return
}
// expected-error@-3 {{expected offsets to be non-negative, but got -1}}
// -----
// from fail/memref_reinterpret_cast_negative_size.mlir
// memref: reinterpret cast negative size.
func.func @f(%u: memref<*xf32>) {
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [10, -10], strides: [10, 1] : memref<*xf32> to memref<10x10xf32>
  return
}
// expected-error@-3 {{expected sizes to be non-negative, but got -10}}
// -----
// from fail/memref_reinterpret_cast_not_strided.mlir
// memref: reinterpret cast not strided.
func.func @f(%u: memref<*xf32>) {
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [10, 10], strides: [10, 1] : memref<*xf32> to memref<10x10xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return
}
// expected-error@-3 {{'memref.reinterpret_cast' op result #0 must be strided memref of any type values, but got 'memref<10x10xf32, affine_map<(d0, d1) -> (d1, d0)>>'}}
// -----
// from fail/memref_reinterpret_cast_offset.mlir
// memref: reinterpret cast offset.
func.func @f(%u: memref<*xf32>) {
  %r = memref.reinterpret_cast %u to offset: [1], sizes: [10, 10], strides: [10, 1] : memref<*xf32> to memref<10x10xf32>
  return
}
// expected-error@-3 {{expected result type with offset = 1 instead of 0}}
// -----
// from fail/memref_reinterpret_cast_offset_count.mlir
// memref: reinterpret cast offset count.
func.func @f(%u: memref<*xf32>) {
  %r = memref.reinterpret_cast %u to offset: [0, 0], sizes: [10, 10], strides: [10, 1] : memref<*xf32> to memref<10x10xf32>
  return
}
// expected-error@-3 {{expected 1 offset values, got 2}}
// -----
// from fail/memref_reinterpret_cast_scalable_value.mlir
// memref: a bracketed (scalable) entry of a dynamic index list must be an integer.
func.func @f(%u: memref<*xf32>, %n: index) {
  %r = memref.reinterpret_cast %u to offset: [[%n]], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[], offset: ?>>
  return
}
// expected-error@-3 {{custom op 'memref.reinterpret_cast' expected integer value}}
// expected-error@-4 {{custom op 'memref.reinterpret_cast' expected SSA value or integer}}
// -----
// from fail/memref_reinterpret_cast_size.mlir
// memref: reinterpret cast size.
func.func @f(%u: memref<*xf32>) {
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [10, 9], strides: [10, 1] : memref<*xf32> to memref<10x10xf32>
  return
}
// expected-error@-3 {{expected result type with size = 9 instead of 10 in dim = 1}}
// -----
// from fail/memref_reinterpret_cast_stride.mlir
// memref: reinterpret cast stride.
func.func @f(%u: memref<*xf32>) {
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [10, 10], strides: [10, 2] : memref<*xf32> to memref<10x10xf32>
  return
}
// expected-error@-3 {{expected result type with stride = 2 instead of 1 in dim = 1}}
// -----
// from fail/memref_reinterpret_cast_tensor.mlir
// memref: reinterpret cast tensor.
func.func @f(%u: memref<*xf32>) {
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [10, 10], strides: [10, 1] : memref<*xf32> to tensor<10x10xf32>
  return
}
// expected-error@-3 {{custom op 'memref.reinterpret_cast' invalid kind of type specified: expected builtin.memref, but found 'tensor<10x10xf32>'}}
// -----
// from fail/memref_reinterpret_cast_unclosed_bracket.mlir
// memref: a bracketed entry of a dynamic index list needs its closing bracket.
func.func @f(%u: memref<*xf32>, %n: index) {
  %r = memref.reinterpret_cast %u to offset: [[0], sizes: [], strides: [] : memref<*xf32> to memref<f32>
  return
}
// expected-error@-3 {{custom op 'memref.reinterpret_cast' expected integer value}}
// expected-error@-4 {{custom op 'memref.reinterpret_cast' expected SSA value or integer}}
// -----
// from fail/memref_reshape_dynamic_shape.mlir
// memref: reshape to ranked with a dynamic shape operand.
func.func @f(%m: memref<4xf32>, %s: memref<?xi32>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<?xi32>) -> memref<4xf32>
  return
}
// expected-error@-3 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
// -----
// from fail/memref_reshape_elem.mlir
// memref: reshape element types.
func.func @f(%m: memref<4xf32>, %s: memref<1xi32>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xi32>) -> memref<4xi32>
  return
}
// expected-error@-3 {{'memref.reshape' op element types of source and destination memref types should be the same}}
// -----
// from fail/memref_reshape_res_layout.mlir
// memref: reshape result layout.
func.func @f(%m: memref<4xf32>, %s: memref<1xi32>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xi32>) -> memref<4xf32, strided<[2]>>
  return
}
// expected-error@-3 {{'memref.reshape' op result memref type should have identity affine map}}
// -----
// from fail/memref_reshape_shape_length.mlir
// memref: reshape shape operand length.
func.func @f(%m: memref<4xf32>, %s: memref<2xi32>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xi32>) -> memref<4xf32>
  return
}
// expected-error@-3 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
// -----
// from fail/memref_reshape_shape_type.mlir
// memref: reshape shape operand of floats.
func.func @f(%m: memref<4xf32>, %s: memref<1xf32>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xf32>) -> memref<4xf32>
  return
}
// expected-error@-3 {{'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<1xf32>'}}
// -----
// from fail/memref_reshape_src_layout.mlir
// memref: reshape source layout.
func.func @f(%m: memref<4xf32, strided<[2]>>, %s: memref<1xi32>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32, strided<[2]>>, memref<1xi32>) -> memref<4xf32>
  return
}
// expected-error@-3 {{'memref.reshape' op source memref type should have identity affine map}}
// -----
// from fail/memref_store_index_count.mlir
// memref: store index count.
func.func @f(%n: index, %m: memref<4xf32>, %v: f32) {
  memref.store %v, %m[%n, %n] : memref<4xf32>
  return
}
// expected-error@-3 {{'memref.store' op store index operand count not equal to memref rank}}
// -----
// from fail/memref_store_value_type.mlir
// memref: store value type.
func.func @f(%m: memref<4xf32>, %v: f16, %i: index) {
  "memref.store"(%v, %m, %i) : (f16, memref<4xf32>, index) -> ()
  return
}
// expected-error@-3 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
// -----
// from fail/memref_subview_bad_list.mlir
// memref: subview with a bad index list.
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0, x] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
  return
}
// expected-error@-3 {{custom op 'memref.subview' expected integer value}}
// expected-error@-4 {{custom op 'memref.subview' expected SSA value or integer}}
// -----
// from fail/memref_subview_elem.mlir
// memref: subview element type.
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xi32>
  return
}
// expected-error@-3 {{expected result element type to be 'f32', but got 'memref<8x16x4xi32>'}}
// -----
// from fail/memref_subview_generic_segments.mlir
// memref: generic subview with too few dynamic offsets.
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 8, 16, 4>, static_strides = array<i64: 1, 1, 1>}> : (memref<8x16x4xf32>) -> memref<8x16x4xf32, strided<[64, 4, 1], offset: ?>>
  return
}
// expected-error@-3 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (0 vs 1)}}
// -----
// from fail/memref_subview_index_type.mlir
// memref: subview with an i32 offset.
func.func @f(%m: memref<8xf32>, %i: i32) {
  %0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<8xf32>, i32) -> memref<4xf32, strided<[1], offset: ?>>
  return
}
// expected-error@-3 {{'memref.subview' op operand #1 must be variadic of index, but got 'i32'}}
// -----
// from fail/memref_subview_mixed_ranks.mlir
// memref: subview with offsets and sizes of different lengths.
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0, 0] [8, 16] [1, 1] : memref<8x16x4xf32> to memref<8x16xf32>
  return
}
// expected-error@-3 {{expected mixed offsets rank to match mixed sizes rank (3 vs 2) so the rank of the result type is well-formed.}}
// -----
// from fail/memref_subview_negative_offset.mlir
// memref: subview negative static offset.
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.subview %m[-1, 0, 0] [1, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<1x16x4xf32, strided<[64, 4, 1], offset: -64>>
  return
}
// expected-error@-3 {{expected offsets to be non-negative, but got -1}}
// -----
// from fail/memref_subview_negative_size.mlir
// memref: subview negative static size.
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0, 0] [-1, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<?x16x4xf32, strided<[64, 4, 1]>>
  return
}
// expected-error@-3 {{expected sizes to be non-negative, but got -1}}
// -----
// from fail/memref_subview_not_strided.mlir
// memref: subview of a memref whose layout is not strided.
func.func @f(%m: memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  %0 = memref.subview %m[0, 0] [8, 16] [1, 1] : memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>> to memref<8x16xf32>
  return
}
// expected-error@-3 {{base type 'memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>' is not strided}}
// -----
// from fail/memref_subview_offset.mlir
// memref: subview layout offset.
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.subview %m[1, 0, 0] [4, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<4x16x4xf32, strided<[64, 4, 1]>>
  return
}
// expected-error@-3 {{expected result type to be 'memref<4x16x4xf32, strided<[64, 4, 1], offset: 64>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x16x4xf32, strided<[64, 4, 1]>>'}}
// -----
// from fail/memref_subview_offset_at_end_size_zero.mlir
// memref: an empty subview whose offset is the dimension's size.
func.func @f(%m: memref<8xf32>) {
  %0 = memref.subview %m[8] [0] [1] : memref<8xf32> to memref<0xf32, strided<[1], offset: 8>>
  return
}
// expected-error@-3 {{offset 0 is out-of-bounds: 8 >= 8}}
// -----
// from fail/memref_subview_offset_oob.mlir
// memref: subview offset out of bounds.
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.subview %m[8, 0, 0] [1, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<1x16x4xf32, strided<[64, 4, 1], offset: 512>>
  return
}
// expected-error@-3 {{offset 0 is out-of-bounds: 8 >= 8}}
// -----
// from fail/memref_subview_rank_reduced_ok_dyn.mlir
// memref: rank-reduced subview of dynamic source, ambiguous unit dims.
func.func @f(%m: memref<?x?x?xf32>, %i: index) {
  %0 = memref.subview %m[0, 0, 0] [1, 1, %i] [1, 1, 1] : memref<?x?x?xf32> to memref<1x?xf32, strided<[?, 1], offset: ?>>
  return
}
// expected-error@-3 {{expected result type to be 'memref<1x1x?xf32, strided<[?, ?, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<1x?xf32, strided<[?, 1], offset: ?>>'}}
// -----
// from fail/memref_subview_rank_reduced_strides.mlir
// memref: rank-reduced subview with wrong strides.
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0, 0] [1, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32, strided<[64, 1]>>
  return
}
// expected-error@-3 {{expected result type to be 'memref<1x16x4xf32, strided<[64, 4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<16x4xf32, strided<[64, 1]>>'}}
// -----
// from fail/memref_subview_rank_too_large.mlir
// memref: subview result of larger rank.
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4x1xf32>
  return
}
// expected-error@-3 {{expected result rank to be smaller or equal to the source rank, but got 'memref<8x16x4x1xf32>'}}
// -----
// from fail/memref_subview_size_mismatch.mlir
// memref: subview result sizes.
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x3xf32>
  return
}
// expected-error@-3 {{expected result type to be 'memref<8x16x4xf32, strided<[64, 4, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<8x16x3xf32>'}}
// -----
// from fail/memref_subview_slice_oob.mlir
// memref: subview slice out of bounds.
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.subview %m[4, 0, 0] [5, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<5x16x4xf32, strided<[64, 4, 1], offset: 256>>
  return
}
// expected-error@-3 {{slice along dimension 0 runs out-of-bounds: 8 >= 8}}
// -----
// from fail/memref_subview_space.mlir
// memref: subview with another memory space.
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32, 1>
  return
}
// expected-error@-3 {{different memory spaces specified for base memref type 'memref<8x16x4xf32>' and subview memref type 'memref<8x16x4xf32, 1>'}}
// -----
// from fail/memref_subview_strides.mlir
// memref: subview layout strides.
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0, 0] [4, 16, 4] [2, 1, 1] : memref<8x16x4xf32> to memref<4x16x4xf32, strided<[64, 4, 1]>>
  return
}
// expected-error@-3 {{expected result type to be 'memref<4x16x4xf32, strided<[128, 4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x16x4xf32, strided<[64, 4, 1]>>'}}
// -----
// from fail/memref_subview_tensor.mlir
// memref: subview of a tensor.
func.func @f(%m: tensor<4xf32>) {
  %0 = memref.subview %m[0] [4] [1] : tensor<4xf32> to memref<4xf32>
  return
}
// expected-error@-3 {{custom op 'memref.subview' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
// -----
// from fail/memref_subview_too_few.mlir
// memref: subview with fewer offsets than the rank.
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0] [8, 16] [1, 1] : memref<8x16x4xf32> to memref<8x16xf32>
  return
}
// expected-error@-3 {{expected 3 offset values, got 2}}
// -----
// from fail/memref_subview_unranked.mlir
// memref: subview of an unranked memref.
func.func @f(%m: memref<*xf32>) {
  %0 = memref.subview %m[0] [4] [1] : memref<*xf32> to memref<4xf32>
  return
}
// expected-error@-3 {{custom op 'memref.subview' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
// -----
// from fail/memref_transpose_alias.mlir
// memref: transpose with a map alias (the form takes an inline map only).
#map = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%m: memref<?x?xf32>) {
  %0 = memref.transpose %m #map : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return
}
// expected-error@-3 {{invalid SSA value result number}}
// -----
// from fail/memref_transpose_canonical_all_zero.mlir
// memref: transpose whose canonical map is zero.
func.func @f(%b: memref<4x5xf32, strided<[0, 0], offset: ?>>) {
  %0 = memref.transpose %b (i, j) -> (j, i) : memref<4x5xf32, strided<[0, 0], offset: ?>> to memref<5x4xf32>
  return
}
// expected-error@-3 {{'memref.transpose' op result type 'memref<5x4xf32>' is not equivalent to the canonical transposed input type 'memref<5x4xf32, affine_map<(d0, d1)[s0] -> (s0)>>'}}
// -----
// from fail/memref_transpose_canonical_minus_one.mlir
// memref: transpose whose canonical map has unit negative strides.
func.func @f(%b: memref<4x5xf32, strided<[-1, -1], offset: 7>>) {
  %0 = memref.transpose %b (i, j) -> (j, i) : memref<4x5xf32, strided<[-1, -1], offset: 7>> to memref<5x4xf32>
  return
}
// expected-error@-3 {{'memref.transpose' op result type 'memref<5x4xf32>' is not equivalent to the canonical transposed input type 'memref<5x4xf32, affine_map<(d0, d1) -> (-d0 - d1 + 7)>>'}}
// -----
// from fail/memref_transpose_canonical_negative_first.mlir
// memref: transpose whose canonical map starts with a negative stride.
func.func @f(%b: memref<4x5xf32, strided<[1, -5], offset: -3>>) {
  %0 = memref.transpose %b (i, j) -> (j, i) : memref<4x5xf32, strided<[1, -5], offset: -3>> to memref<5x4xf32>
  return
}
// expected-error@-3 {{'memref.transpose' op result type 'memref<5x4xf32>' is not equivalent to the canonical transposed input type 'memref<5x4xf32, affine_map<(d0, d1) -> (d0 * -5 + d1 - 3)>>'}}
// -----
// from fail/memref_transpose_canonical_offset.mlir
// memref: transpose whose canonical type keeps a dynamic offset symbol after the dimensions.
func.func @f(%b: memref<4x5xf32, strided<[-5, 1], offset: ?>>) {
  %2 = memref.transpose %b (i, j) -> (j, i) : memref<4x5xf32, strided<[-5, 1], offset: ?>> to memref<5x4xf32>
  return
}
// expected-error@-3 {{'memref.transpose' op result type 'memref<5x4xf32>' is not equivalent to the canonical transposed input type 'memref<5x4xf32, affine_map<(d0, d1)[s0] -> (d0 - d1 * 5 + s0)>>'}}
// -----
// from fail/memref_transpose_canonical_semi_constant.mlir
// memref: transpose whose canonical map mixes dynamic strides and a constant offset.
func.func @f(%b: memref<4x5xf32, strided<[?, -2], offset: -4>>) {
  %0 = memref.transpose %b (i, j) -> (j, i) : memref<4x5xf32, strided<[?, -2], offset: -4>> to memref<5x4xf32>
  return
}
// expected-error@-3 {{'memref.transpose' op result type 'memref<5x4xf32>' is not equivalent to the canonical transposed input type 'memref<5x4xf32, affine_map<(d0, d1)[s0] -> (d0 * -2 + d1 * s0 - 4)>>'}}
// -----
// from fail/memref_transpose_canonical_semi_negative_first.mlir
// memref: transpose whose canonical map starts with a negative stride before a dynamic one.
func.func @f(%b: memref<4x5xf32, strided<[?, -2], offset: ?>>) {
  %0 = memref.transpose %b (i, j) -> (j, i) : memref<4x5xf32, strided<[?, -2], offset: ?>> to memref<5x4xf32>
  return
}
// expected-error@-3 {{'memref.transpose' op result type 'memref<5x4xf32>' is not equivalent to the canonical transposed input type 'memref<5x4xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * -2 + s0 + d1 * s1)>>'}}
// -----
// from fail/memref_transpose_canonical_static.mlir
// memref: transpose whose canonical type has static strides and a static offset.
func.func @h(%b: memref<4x5x6xf32, strided<[30, 6, 1], offset: 5>>) {
  %2 = memref.transpose %b (i, j, k) -> (k, j, i) : memref<4x5x6xf32, strided<[30, 6, 1], offset: 5>> to memref<6x5x4xf32>
  return
}
// expected-error@-3 {{'memref.transpose' op result type 'memref<6x5x4xf32>' is not equivalent to the canonical transposed input type 'memref<6x5x4xf32, affine_map<(d0, d1, d2) -> (d0 + d1 * 6 + d2 * 30 + 5)>>'}}
// -----
// from fail/memref_transpose_canonical_symbols.mlir
// memref: transpose whose canonical type has a dynamic offset and dynamic strides.
func.func @g(%a: memref<4x5x6xf32, strided<[?, ?, ?], offset: ?>>) {
  %1 = memref.transpose %a (i, j, k) -> (k, j, i) : memref<4x5x6xf32, strided<[?, ?, ?], offset: ?>> to memref<6x5x4xf32>
  return
}
// expected-error@-3 {{'memref.transpose' op result type 'memref<6x5x4xf32>' is not equivalent to the canonical transposed input type 'memref<6x5x4xf32, affine_map<(d0, d1, d2)[s0, s1, s2, s3] -> (d0 * s1 + s0 + d1 * s2 + d2 * s3)>>'}}
// -----
// from fail/memref_transpose_canonical_zero_then_symbols.mlir
// memref: transpose whose canonical map drops a zero stride before dynamic ones.
func.func @f(%b: memref<4x5x6xf32, strided<[?, 0, ?], offset: ?>>) {
  %0 = memref.transpose %b (i, j, k) -> (j, i, k) : memref<4x5x6xf32, strided<[?, 0, ?], offset: ?>> to memref<5x4x6xf32>
  return
}
// expected-error@-3 {{'memref.transpose' op result type 'memref<5x4x6xf32>' is not equivalent to the canonical transposed input type 'memref<5x4x6xf32, affine_map<(d0, d1, d2)[s0, s1, s2] -> (d1 * s1 + s0 + d2 * s2)>>'}}
// -----
// from fail/memref_transpose_identity_dynamic.mlir
// memref: an identity transpose of a dynamic memref is not its identity-layout type.
func.func @l(%b: memref<?x?x?xf32>) {
  %2 = memref.transpose %b (i, j, k) -> (i, j, k) : memref<?x?x?xf32> to memref<?x?x?xf32>
  return
}
// expected-error@-3 {{'memref.transpose' op result type 'memref<?x?x?xf32>' is not equivalent to the canonical transposed input type 'memref<?x?x?xf32, affine_map<(d0, d1, d2)[s0, s1] -> (d0 * s0 + d1 * s1 + d2)>>'}}
// -----
// from fail/memref_transpose_not_perm.mlir
// memref: transpose with a map that is not a permutation.
func.func @f(%m: memref<?x?xf32>) {
  %0 = memref.transpose %m (i, j) -> (i, i) : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?]>>
  return
}
// expected-error@-3 {{'memref.transpose' op expected a permutation map}}
// -----
// from fail/memref_transpose_rank.mlir
// memref: transpose map rank.
func.func @f(%m: memref<?x?xf32>) {
  %0 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return
}
// expected-error@-3 {{'memref.transpose' op expected a permutation map of same rank as the input}}
// -----
// from fail/memref_transpose_rank0.mlir
// memref: transpose of a 0-D memref with an offset.
func.func @f(%b: memref<f32, strided<[], offset: 3>>) {
  %0 = memref.transpose %b () -> () : memref<f32, strided<[], offset: 3>> to memref<f32>
  return
}
// expected-error@-3 {{'memref.transpose' op result type 'memref<f32>' is not equivalent to the canonical transposed input type 'memref<f32, strided<[], offset: 3>>'}}
// -----
// from fail/memref_transpose_rank1.mlir
// memref: a rank-1 transpose keeps the strided<[1]> layout.
func.func @l(%b: memref<4xf32>) {
  %2 = memref.transpose %b (i) -> (i) : memref<4xf32> to memref<4xf32>
  return
}
// expected-error@-3 {{'memref.transpose' op result type 'memref<4xf32>' is not equivalent to the canonical transposed input type 'memref<4xf32, strided<[1]>>'}}
// -----
// from fail/memref_transpose_result_unranked.mlir
// memref: transpose to an unranked memref.
func.func @f(%m: memref<?x?xf32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<*xf32>
  return
}
// expected-error@-3 {{'memref.transpose' op result #0 must be strided memref of any type values, but got 'memref<*xf32>'}}
// -----
// from fail/memref_transpose_set.mlir
// memref: transpose with an integer set.
func.func @f(%m: memref<?x?xf32>) {
  %0 = memref.transpose %m (i, j) : (i >= 0) : memref<?x?xf32> to memref<?x?xf32>
  return
}
// expected-error@-3 {{expected AffineMap, but got IntegerSet}}
// -----
// from fail/memref_transpose_type.mlir
// memref: transpose result type.
func.func @f(%m: memref<?x?xf32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}
// expected-error@-3 {{'memref.transpose' op result type 'memref<?x?xf32>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>>'}}
// -----
// from fail/memref_transpose_unranked.mlir
// memref: transpose of an unranked memref.
func.func @f(%m: memref<*xf32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<*xf32> to memref<?x?xf32>
  return
}
// expected-error@-3 {{custom op 'memref.transpose' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
// -----
// from fail/memref_transpose_zero_stride.mlir
// memref: transpose of a layout with a zero stride.
func.func @l(%b: memref<4x5xf32, strided<[0, 1], offset: 3>>) {
  %2 = memref.transpose %b (i, j) -> (j, i) : memref<4x5xf32, strided<[0, 1], offset: 3>> to memref<5x4xf32>
  return
}
// expected-error@-3 {{'memref.transpose' op result type 'memref<5x4xf32>' is not equivalent to the canonical transposed input type 'memref<5x4xf32, affine_map<(d0, d1) -> (d0 + 3)>>'}}
// -----
// from fail/memref_view_extra_size.mlir
// memref: view extra size.
func.func @f(%m: memref<2048xi8>, %n: index) {
  %v = memref.view %m[%n][%n] : memref<2048xi8> to memref<64x4xf32>
  return
}
// expected-error@-3 {{'memref.view' op incorrect number of dynamic sizes, has 1, expected 0}}
// -----
// from fail/memref_view_memory_space.mlir
// memref: view memory space.
func.func @f(%m: memref<2048xi8, 1>, %n: index) {
  %v = memref.view %m[%n][] : memref<2048xi8, 1> to memref<64x4xf32>
  return
}
// expected-error@-3 {{different memory spaces specified for base memref type 'memref<2048xi8, 1>' and view memref type 'memref<64x4xf32>'}}
// -----
// from fail/memref_view_missing_size.mlir
// memref: view missing size.
func.func @f(%m: memref<2048xi8>, %n: index) {
  %v = memref.view %m[%n][] : memref<2048xi8> to memref<?x4xf32>
  return
}
// expected-error@-3 {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
// -----
// from fail/memref_view_result_layout.mlir
// memref: view result layout.
func.func @f(%m: memref<2048xi8>, %n: index) {
  %v = memref.view %m[%n][] : memref<2048xi8> to memref<64x4xf32, strided<[4, 1]>>
  return
}
// expected-error@-3 {{unsupported map for result memref type 'memref<64x4xf32, strided<[4, 1]>>'}}
// -----
// from fail/memref_view_source_layout.mlir
// memref: view source layout.
func.func @f(%m: memref<2048xi8, strided<[2]>>, %n: index) {
  %v = memref.view %m[%n][] : memref<2048xi8, strided<[2]>> to memref<64x4xf32>
  return
}
// expected-error@-3 {{unsupported map for base memref type 'memref<2048xi8, strided<[2]>>'}}
// -----
// from fail/memref_view_source_type.mlir
// memref: view source type.
func.func @f(%m: memref<2048xf32>, %n: index) {
  %v = memref.view %m[%n][] : memref<2048xf32> to memref<64x4xf32>
  return
}
// expected-error@-3 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<2048xf32>'}}
// -----
// from fail/memref_view_strided_offset_source.mlir
// memref: strided<[1], offset: 2> is not the identity layout memref.view needs.
func.func @f(%m: memref<2048xi8, strided<[1], offset: 2>>, %n: index) {
  %v = memref.view %m[%n][] : memref<2048xi8, strided<[1], offset: 2>> to memref<64x4xf32>
  return
}
// expected-error@-3 {{unsupported map for base memref type 'memref<2048xi8, strided<[1], offset: 2>>'}}
