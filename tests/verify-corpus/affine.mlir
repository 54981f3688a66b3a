// ARGS: --allow-unregistered-dialect --verify-diagnostics --split-input-file
// from fail/affine_apply_dim_as_symbol.mlir
// affine: a loop induction variable used as a symbol of affine.apply.
func.func @f(%n: index) {
  affine.for %i = 0 to 10 {
    %x = affine.apply affine_map<(d0)[s0] -> (d0 + s0)> (%n)[%i]
  }
  return
}
// expected-error@-4 {{dimensional operand cannot be used as a symbol}}
// -----
// from fail/affine_apply_index_mismatch.mlir
// affine: apply whose operand lists do not match its map.
func.func @f(%n: index) {
  %x = affine.apply affine_map<(d0) -> (d0)> (%n)[%n]
  return
}
// expected-error@-3 {{custom op 'affine.apply' dimension or symbol index mismatch}}
// -----
// from fail/affine_apply_not_a_map.mlir
// affine: apply of an integer instead of a map.
func.func @f(%n: index) {
  %x = affine.apply 3 (%n)
  return
}
// expected-error@-3 {{custom op 'affine.apply' invalid kind of attribute specified}}
// -----
// from fail/affine_apply_operand_count.mlir
// affine: apply with fewer operands than map inputs (generic form).
func.func @f(%n: index) {
  %x = "affine.apply"(%n) <{map = affine_map<(d0)[s0] -> (d0 + s0)>}> : (index) -> index
  return
}
// expected-error@-3 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
// -----
// from fail/affine_apply_two_results.mlir
// affine: apply of a map with two results (generic form).
func.func @f(%n: index) {
  %x = "affine.apply"(%n) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}
// expected-error@-3 {{'affine.apply' op mapping must produce one value}}
// -----
// from fail/affine_apply_two_results_custom.mlir
// affine: apply of a map with two results binds two values.
func.func @f(%n: index) {
  %x = affine.apply affine_map<(d0) -> (d0, d0)> (%n)
  return
}
// expected-error@-3 {{operation defines 2 results but was provided 1 to bind}}
// -----
// from fail/affine_delinearize_count.mlir
// affine: delinearize_index with too many results.
func.func @f(%n: index) {
  %a:4 = affine.delinearize_index %n into (4, 10) : index, index, index, index
  return
}
// expected-error@-3 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
// -----
// from fail/affine_delinearize_dynamic_mismatch.mlir
// affine: delinearize_index whose dynamic basis has no value (generic form).
func.func @f(%n: index) {
  %a:2 = "affine.delinearize_index"(%n) <{static_basis = array<i64: -9223372036854775808, 10>}> : (index) -> (index, index)
  return
}
// expected-error@-3 {{'affine.delinearize_index' op mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite}}
// -----
// from fail/affine_delinearize_nonpositive.mlir
// affine: delinearize_index with a zero basis entry.
func.func @f(%n: index) {
  %a:2 = affine.delinearize_index %n into (0, 10) : index, index
  return
}
// expected-error@-3 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
// -----
// from fail/affine_dma_start_dst_index_not_dim.mlir
// affine: dma_start whose destination index is loaded inside a loop.
func.func @f(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %n: index, %c0: index, %m: memref<index>) {
  affine.for %i = 0 to 4 {
    %x = memref.load %m[] : memref<index>
    affine.dma_start %a[%i], %b[%x], %t[%c0], %n : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>
  }
  return
}
// expected-error@-4 {{'affine.dma_start' op dst index must be a valid dimension or symbol identifier}}
// -----
// from fail/affine_dma_start_dst_not_memref.mlir
// affine: dma_start whose destination is a tensor.
func.func @f(%a: memref<4xf32>, %b: tensor<4xf32>, %t: memref<1xi32>, %n: index, %c0: index) {
  affine.dma_start %a[%c0], %b[%c0], %t[%c0], %n : memref<4xf32>, tensor<4xf32>, memref<1xi32>
  return
}
// expected-error@-3 {{'affine.dma_start' op expected DMA destination to be of memref type}}
// -----
// from fail/affine_dma_start_one_stride.mlir
// affine: dma_start with a stride and no elements per stride.
func.func @f(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %n: index, %c0: index) {
  affine.dma_start %a[%c0], %b[%c0], %t[%c0], %n, %n : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>
  return
}
// expected-error@-3 {{custom op 'affine.dma_start' expected two stride related operands}}
// -----
// from fail/affine_dma_start_operand_count.mlir
// affine: dma_start with one operand too many (generic form).
func.func @f(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %n: index, %c0: index) {
  "affine.dma_start"(%a, %c0, %b, %c0, %t, %c0, %n, %n) {src_map = affine_map<(d0) -> (d0)>, dst_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<4xf32>, index, memref<4xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
  return
}
// expected-error@-3 {{'affine.dma_start' op incorrect number of operands}}
// -----
// from fail/affine_dma_start_result.mlir
// affine: dma_start with a result (generic form).
func.func @f(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %n: index, %c0: index) {
  %r = "affine.dma_start"(%a, %c0, %b, %c0, %t, %c0, %n) {src_map = affine_map<(d0) -> (d0)>, dst_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<4xf32>, index, memref<4xf32, 1>, index, memref<1xi32>, index, index) -> i32
  return
}
// expected-error@-3 {{'affine.dma_start' op requires zero results}}
// -----
// from fail/affine_dma_start_src_index_not_dim.mlir
// affine: dma_start whose source index is loaded inside a loop.
func.func @f(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %n: index, %c0: index, %m: memref<index>) {
  affine.for %i = 0 to 4 {
    %x = memref.load %m[] : memref<index>
    affine.dma_start %a[%x], %b[%i], %t[%c0], %n : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>
  }
  return
}
// expected-error@-4 {{'affine.dma_start' op src index must be a valid dimension or symbol identifier}}
// -----
// from fail/affine_dma_start_src_index_type.mlir
// affine: dma_start with an i32 source index (generic form).
func.func @f(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %n: index, %c0: index, %x: i32) {
  "affine.dma_start"(%a, %x, %b, %c0, %t, %c0, %n) {src_map = affine_map<(d0) -> (d0)>, dst_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<4xf32>, i32, memref<4xf32, 1>, index, memref<1xi32>, index, index) -> ()
  return
}
// expected-error@-3 {{'affine.dma_start' op src index to dma_start must have 'index' type}}
// -----
// from fail/affine_dma_start_src_not_memref.mlir
// affine: dma_start whose source is a tensor (generic form).
func.func @f(%a: tensor<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %n: index, %c0: index) {
  "affine.dma_start"(%a, %c0, %b, %c0, %t, %c0, %n) {src_map = affine_map<(d0) -> (d0)>, dst_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (tensor<4xf32>, index, memref<4xf32, 1>, index, memref<1xi32>, index, index) -> ()
  return
}
// expected-error@-3 {{'affine.dma_start' op expected DMA source to be of memref type}}
// -----
// from fail/affine_dma_start_tag_index_not_dim.mlir
// affine: dma_start whose tag index is loaded inside a loop.
func.func @f(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %n: index, %c0: index, %m: memref<index>) {
  affine.for %i = 0 to 4 {
    %x = memref.load %m[] : memref<index>
    affine.dma_start %a[%i], %b[%i], %t[%x], %n : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>
  }
  return
}
// expected-error@-4 {{'affine.dma_start' op tag index must be a valid dimension or symbol identifier}}
// -----
// from fail/affine_dma_start_tag_not_memref.mlir
// affine: dma_start whose tag is an integer.
func.func @f(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: i32, %n: index, %c0: index) {
  affine.dma_start %a[%c0], %b[%c0], %t[], %n : memref<4xf32>, memref<4xf32, 1>, i32
  return
}
// expected-error@-3 {{'affine.dma_start' op expected DMA tag to be of memref type}}
// -----
// from fail/affine_dma_start_two_types.mlir
// affine: dma_start with two memref types.
func.func @f(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %n: index, %c0: index) {
  affine.dma_start %a[%c0], %b[%c0], %t[%c0], %n : memref<4xf32>, memref<4xf32, 1>
  return
}
// expected-error@-3 {{custom op 'affine.dma_start' expected three types}}
// -----
// from fail/affine_dma_wait_generic_not_memref.mlir
// affine: dma_wait on a tensor tag (generic form).
func.func @f(%t: tensor<1xi32>, %n: index, %c0: index) {
  "affine.dma_wait"(%t, %c0, %n) {tag_map = affine_map<(d0) -> (d0)>} : (tensor<1xi32>, index, index) -> ()
  return
}
// expected-error@-3 {{'affine.dma_wait' op expected DMA tag to be of memref type}}
// -----
// from fail/affine_dma_wait_index_not_dim.mlir
// affine: dma_wait whose index is loaded inside a loop.
func.func @f(%t: memref<1xi32>, %n: index, %m: memref<index>) {
  affine.for %i = 0 to 4 {
    %x = memref.load %m[] : memref<index>
    affine.dma_wait %t[%x], %n : memref<1xi32>
  }
  return
}
// expected-error@-4 {{'affine.dma_wait' op index must be a valid dimension or symbol identifier}}
// -----
// from fail/affine_dma_wait_index_type.mlir
// affine: dma_wait with an i32 index (generic form).
func.func @f(%t: memref<1xi32>, %n: index, %x: i32) {
  "affine.dma_wait"(%t, %x, %n) {tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32>, i32, index) -> ()
  return
}
// expected-error@-3 {{'affine.dma_wait' op index to dma_wait must have 'index' type}}
// -----
// from fail/affine_dma_wait_missing_num.mlir
// affine: dma_wait without its element count.
func.func @f(%t: memref<1xi32>, %c0: index) {
  affine.dma_wait %t[%c0] : memref<1xi32>
  return
}
// expected-error@-3 {{expected ','}}
// -----
// from fail/affine_dma_wait_not_memref.mlir
// affine: dma_wait on a tensor tag.
func.func @f(%t: tensor<1xi32>, %n: index, %c0: index) {
  affine.dma_wait %t[%c0], %n : tensor<1xi32>
  return
}
// expected-error@-3 {{custom op 'affine.dma_wait' expected tag to be of memref type}}
// -----
// from fail/affine_for_bound_not_dim.mlir
// affine: a value computed from the induction variable as a loop bound dimension.
func.func @f() {
  affine.for %i = 0 to 10 {
    %c = arith.addi %i, %i : index
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%c) {
    }
  }
  return
}
// expected-error@-5 {{'affine.for' op operand cannot be used as a dimension id}}
// -----
// from fail/affine_for_bound_not_symbol.mlir
// affine: a value computed from the induction variable as a loop bound symbol.
func.func @f() {
  affine.for %i = 0 to 10 {
    %c = arith.addi %i, %i : index
    affine.for %j = 0 to %c {
    }
  }
  return
}
// expected-error@-5 {{'affine.for' op operand cannot be used as a symbol}}
// -----
// from fail/affine_for_bound_string.mlir
// affine: a string as a loop bound.
func.func @f() {
  affine.for %i = 0 to "x" {
  }
  return
}
// expected-error@-4 {{custom op 'affine.for' expected valid affine map representation for loop bounds}}
// -----
// from fail/affine_for_dim_count.mlir
// affine: loop bound dimension operands that do not match the map.
func.func @f(%n: index) {
  affine.for %i = 0 to affine_map<(d0, d1)->(d0)>(%n) {
  }
  return
}
// expected-error@-4 {{custom op 'affine.for' dim operand count and affine map dim count must match}}
// -----
// from fail/affine_for_iter_args_count.mlir
// affine: more iter_args than result types.
func.func @f(%v: f32) {
  affine.for %i = 0 to 10 iter_args(%a = %v, %b = %v) -> (f32) {
  }
  return
}
// expected-error@-4 {{custom op 'affine.for' mismatch between the number of loop-carried values and results}}
// -----
// from fail/affine_for_iv_type.mlir
// affine: for whose induction variable is not an index.
func.func @f() {
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (1)>}> ({
  ^bb0(%i: i32):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
// expected-error@-6 {{'affine.for' op expected body to have a single index argument for the induction variable}}
// -----
// from fail/affine_for_lower_map_empty.mlir
// affine: for with a lower bound map without results (generic form).
func.func @f() {
  "affine.for"() <{lowerBoundMap = affine_map<() -> ()>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (1)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
// expected-error@-6 {{'affine.for' op expected lower bound map to have at least one result}}
// -----
// from fail/affine_for_max_prefix.mlir
// affine: a lower bound map with two results needs max.
func.func @f(%n: index) {
  affine.for %i = affine_map<(d0)->(d0, 4)>(%n) to 10 {
  }
  return
}
// expected-error@-4 {{custom op 'affine.for' lower loop bound affine map with multiple results requires 'max' prefix}}
// -----
// from fail/affine_for_min_prefix.mlir
// affine: an upper bound map with two results needs min.
func.func @f(%n: index) {
  affine.for %i = 0 to affine_map<(d0)->(d0, 4)>(%n) {
  }
  return
}
// expected-error@-4 {{custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix}}
// -----
// from fail/affine_for_missing_to.mlir
// affine: for without to.
func.func @f() {
  affine.for %i = 0 10 {
  }
  return
}
// expected-error@-4 {{custom op 'affine.for' expected 'to' between bounds}}
// -----
// from fail/affine_for_missing_yield.mlir
// affine: a loop with results needs an explicit affine.yield.
func.func @f(%v: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %v) -> (f32) {
  }
  return
}
// expected-error@-4 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
// -----
// from fail/affine_for_negative_step.mlir
// affine: for with a negative step.
func.func @f() {
  affine.for %i = 0 to 10 step -1 {
  }
  return
}
// expected-error@-4 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
// -----
// from fail/affine_for_symbol_count.mlir
// affine: loop bound operands that do not match the map.
func.func @f(%n: index) {
  affine.for %i = 0 to affine_map<(d0)->(d0, 4)>(%n)[%n] {
  }
  return
}
// expected-error@-4 {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
// -----
// from fail/affine_for_two_bound_operands.mlir
// affine: a bound of two SSA values.
func.func @f(%n: index) {
  affine.for %i = 0 to %n, %n {
  }
  return
}
// expected-error@-4 {{custom op 'affine.for' expected only one loop bound operand}}
// -----
// from fail/affine_for_upper_map_empty.mlir
// affine: for with an upper bound map without results (generic form).
func.func @f() {
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> ()>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
// expected-error@-6 {{'affine.for' op expected upper bound map to have at least one result}}
// -----
// from fail/affine_for_yield_type.mlir
// affine: a loop yielding a value of another type.
func.func @f(%v: f32, %n: index) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %v) -> (f32) {
    affine.yield %n : index
  }
  return
}
// expected-error@-4 {{'affine.yield' op types mismatch between yield op and its parent}}
// -----
// from fail/affine_if_dim_count.mlir
// affine: if whose dimension operands do not match the set.
func.func @f(%n: index) {
  affine.if affine_set<(d0, d1) : (d0 >= 0)> (%n) {
  }
  return
}
// expected-error@-4 {{custom op 'affine.if' dim operand count and integer set dim count must match}}
// -----
// from fail/affine_if_missing_else_value.mlir
// affine: if with a result and no else region.
func.func @f(%n: index, %v: f32) {
  %r = affine.if affine_set<(d0) : (d0 >= 0)> (%n) -> f32 {
    affine.yield %v : f32
  }
  return
}
// expected-error@-5 {{'affine.if' op along control flow edge from parent to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
// expected-note@-6 {{region branch point}}
// -----
// from fail/affine_if_not_dim.mlir
// affine: an scf.for induction variable as a dimension of affine.if.
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    affine.if affine_set<(d0) : (d0 >= 0)> (%i) {
    }
  }
  return
}
// expected-error@-5 {{'affine.if' op operand cannot be used as a dimension id}}
// -----
// from fail/affine_if_operand_count.mlir
// affine: if with fewer operands than set inputs (generic form).
func.func @f(%n: index) {
  "affine.if"(%n) <{condition = affine_set<(d0, d1) : (d0 >= 0)>}> ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}
// expected-error@-6 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
// -----
// from fail/affine_if_set_is_map.mlir
// affine: if with an affine map instead of a set.
func.func @f(%n: index) {
  affine.if affine_map<(d0) -> (d0)> (%n) {
  }
  return
}
// expected-error@-4 {{custom op 'affine.if' invalid kind of attribute specified}}
// -----
// from fail/affine_if_symbol_count.mlir
// affine: if whose operands do not match the set.
func.func @f(%n: index) {
  affine.if affine_set<(d0) : (d0 >= 0)> (%n)[%n] {
  }
  return
}
// expected-error@-4 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
// -----
// from fail/affine_linearize_count.mlir
// affine: linearize_index with too few indices.
func.func @f(%n: index) {
  %a = affine.linearize_index [%n] by (4, 10, 3) : index
  return
}
// expected-error@-3 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
// -----
// from fail/affine_linearize_dynamic_mismatch.mlir
// affine: linearize_index whose dynamic basis has no value (generic form).
func.func @f(%n: index) {
  %a = "affine.linearize_index"(%n, %n) <{operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: -9223372036854775808, 10>}> : (index, index) -> index
  return
}
// expected-error@-3 {{'affine.linearize_index' op mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite}}
// -----
// from fail/affine_load_bare_ident.mlir
// affine: a bare identifier in a subscript.
func.func @f(%i: index, %A: memref<?xf32>) {
  %v = affine.load %A[d0] : memref<?xf32>
  return
}
// expected-error@-3 {{use of undeclared identifier}}
// -----
// from fail/affine_load_index_type.mlir
// affine: a subscript that is not an index.
func.func @f(%i: i32, %A: memref<?xf32>) {
  %v = affine.load %A[%i] : memref<?xf32>
  return
}
// expected-error@-3 {{use of value '%i' expects different type than prior uses: 'index' vs 'i32'}}
// expected-note@-5 {{prior use here}}
// -----
// from fail/affine_load_inputs.mlir
// affine: load with more operands than map inputs (generic form).
func.func @f(%A: memref<4xf32>, %i: index) {
  %v = "affine.load"(%A, %i, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index, index) -> f32
  return
}
// expected-error@-3 {{'affine.load' op expects as many subscripts as affine map inputs}}
// -----
// from fail/affine_load_iv_as_symbol.mlir
// affine: an affine.for induction variable as a symbol subscript.
func.func @f(%A: memref<?xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[symbol(%i)] : memref<?xf32>
  }
  return
}
// expected-error@-4 {{'affine.load' op operand cannot be used as a symbol}}
// -----
// from fail/affine_load_missing_operand.mlir
// affine: a subscript missing its right operand.
func.func @f(%i: index, %A: memref<?xf32>) {
  %v = affine.load %A[%i +] : memref<?xf32>
  return
}
// expected-error@-3 {{missing right operand of binary operator}}
// -----
// from fail/affine_load_nonaffine.mlir
// affine: the product of two dimensions is not affine.
func.func @f(%i: index, %A: memref<?xf32>) {
  %v = affine.load %A[%i * %i] : memref<?xf32>
  return
}
// expected-error@-3 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
// -----
// from fail/affine_load_not_memref.mlir
// affine: load from a value that is not a memref.
func.func @f(%i: index, %A: f32) {
  %v = affine.load %A[%i] : f32
  return
}
// expected-error@-3 {{custom op 'affine.load' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
// -----
// from fail/affine_load_parens.mlir
// affine: subscripts in parentheses.
func.func @f(%i: index, %A: memref<?xf32>) {
  %v = affine.load %A(%i) : memref<?xf32>
  return
}
// expected-error@-3 {{expected '[' in affine map}}
// -----
// from fail/affine_load_rank.mlir
// affine: load with fewer subscripts than the memref rank.
func.func @f(%A: memref<4x4xf32>, %i: index) {
  %v = affine.load %A[%i] : memref<4x4xf32>
  return
}
// expected-error@-3 {{'affine.load' op affine map num results must equal memref rank}}
// -----
// from fail/affine_load_result_type.mlir
// affine: load whose result is not the element type (generic form).
func.func @f(%A: memref<4xf32>, %i: index) {
  %v = "affine.load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index) -> i32
  return
}
// expected-error@-3 {{'affine.load' op result type must match element type of memref}}
// -----
// from fail/affine_load_scf_iv.mlir
// affine: an scf.for induction variable as a load subscript.
func.func @f(%A: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = affine.load %A[%i] : memref<?xf32>
  }
  return
}
// expected-error@-4 {{'affine.load' op operand cannot be used as a dimension id}}
// -----
// from fail/affine_load_symbol_close.mlir
// affine: symbol without its closing parenthesis.
func.func @f(%i: index, %A: memref<?xf32>) {
  %v = affine.load %A[symbol(%i] : memref<?xf32>
  return
}
// expected-error@-3 {{expected ')' at end of SSA symbol}}
// -----
// from fail/affine_load_symbol_integer.mlir
// affine: symbol of an integer.
func.func @f(%i: index, %A: memref<?xf32>) {
  %v = affine.load %A[symbol(3)] : memref<?xf32>
  return
}
// expected-error@-3 {{expected ssa identifier}}
// -----
// from fail/affine_load_symbol_paren.mlir
// affine: symbol without parentheses.
func.func @f(%i: index, %A: memref<?xf32>) {
  %v = affine.load %A[symbol %i] : memref<?xf32>
  return
}
// expected-error@-3 {{expected '(' at start of SSA symbol}}
// -----
// from fail/affine_load_unclosed.mlir
// affine: an unclosed subscript list.
func.func @f(%i: index, %A: memref<?xf32>) {
  %v = affine.load %A[%i %i] : memref<?xf32>
  return
}
// expected-error@-3 {{expected ']' in affine map}}
// -----
// from fail/affine_max_no_results.mlir
// affine: max of a map without results.
func.func @f(%n: index) {
  %x = affine.max affine_map<(d0) -> ()> (%n)
  return
}
// expected-error@-3 {{'affine.max' op affine map expect at least one result}}
// -----
// from fail/affine_min_no_results.mlir
// affine: min of a map without results.
func.func @f(%n: index) {
  %x = affine.min affine_map<(d0) -> ()> (%n)
  return
}
// expected-error@-3 {{'affine.min' op affine map expect at least one result}}
// -----
// from fail/affine_min_operand_count.mlir
// affine: min with fewer operands than map inputs (generic form).
func.func @f(%n: index) {
  %x = "affine.min"(%n) <{map = affine_map<(d0)[s0] -> (d0, s0)>}> : (index) -> index
  return
}
// expected-error@-3 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
// -----
// from fail/affine_parallel_bad_reduction.mlir
// affine: parallel with an unknown reduction kind.
func.func @f() {
  %r = affine.parallel (%i) = (0) to (10) reduce ("addx") -> (f32) {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}
// expected-error@-6 {{custom op 'affine.parallel' invalid reduction value: "addx"}}
// -----
// from fail/affine_parallel_bound_f32.mlir
// affine: parallel bound of a float value.
func.func @f(%x: f32) {
  affine.parallel (%i) = (0) to (%x) {
  }
  return
}
// expected-error@-4 {{use of value '%x' expects different type than prior uses: 'index' vs 'f32'}}
// expected-note@-6 {{prior use here}}
// -----
// from fail/affine_parallel_bound_not_dim.mlir
// affine: parallel bound using a loaded value as a dimension.
func.func @f(%A: memref<index>) {
  affine.for %k = 0 to 10 {
    %n = memref.load %A[] : memref<index>
    affine.parallel (%i) = (0) to (%n) {
    }
  }
  return
}
// expected-error@-5 {{'affine.parallel' op operand cannot be used as a dimension id}}
// -----
// from fail/affine_parallel_bound_not_symbol.mlir
// affine: parallel upper bound using an induction variable as a symbol.
func.func @f() {
  affine.for %k = 0 to 10 {
    affine.parallel (%i) = (0) to (symbol(%k)) {
    }
  }
  return
}
// expected-error@-5 {{'affine.parallel' op operand cannot be used as a symbol}}
// -----
// from fail/affine_parallel_count_mismatch.mlir
// affine: parallel with two induction variables and one bound each.
func.func @f() {
  affine.parallel (%i, %j) = (0) to (10) {
  }
  return
}
// expected-error@-4 {{'affine.parallel' op the number of region arguments (2) and the number of map groups for lower (1) and upper bound (1), and the number of steps (2) must all match}}
// -----
// from fail/affine_parallel_empty_group.mlir
// affine: parallel with a lower bound group of no result (generic form).
func.func @f() {
  "affine.parallel"() <{lowerBoundsGroups = dense<0> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> ()>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
// expected-error@-6 {{'affine.parallel' op expected lower bound map to have at least one result}}
// -----
// from fail/affine_parallel_empty_min.mlir
// affine: parallel whose upper bound is an empty min group.
func.func @f() {
  affine.parallel (%i) = (0) to (min()) {
  }
  return
}
// expected-error@-4 {{'affine.parallel' op expected upper bound map to have at least one result}}
// -----
// from fail/affine_parallel_groups_type.mlir
// affine: parallel whose bound groups are i64 elements (generic form).
func.func @f() {
  affine.parallel() <{lowerBoundsGroups = dense<1> : tensor<1xi64>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield() : () -> ()
  }) : () -> ()
  return
}
// expected-error@-6 {{expected '='}}
// -----
// from fail/affine_parallel_iv_as_symbol.mlir
// affine: a parallel induction variable as the single-symbol bound of a nested for.
func.func @f() {
  affine.parallel (%i) = (0) to (10) {
    affine.for %k = %i to 20 {
    }
  }
  return
}
// expected-error@-5 {{'affine.for' op operand cannot be used as a symbol}}
// -----
// from fail/affine_parallel_lb_results.mlir
// affine: parallel whose lower bound groups cover more results than its map (generic form).
func.func @f() {
  affine.parallel() <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield() : () -> ()
  }) : () -> ()
  return
}
// expected-error@-6 {{expected '='}}
// -----
// from fail/affine_parallel_map_not_map.mlir
// affine: parallel whose lower bound map is an integer (generic form).
func.func @f() {
  affine.parallel() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = 0, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield() : () -> ()
  }) : () -> ()
  return
}
// expected-error@-6 {{expected '='}}
// -----
// from fail/affine_parallel_max_in_upper.mlir
// affine: parallel upper bound written with max.
func.func @f(%n: index) {
  affine.parallel (%i) = (0) to (max(%n, 10)) {
  }
  return
}
// expected-error@-4 {{use of undeclared identifier}}
// -----
// from fail/affine_parallel_maxs_signless.mlir
// affine: parallel reducing a signless integer with maxs (needs a signed one).
func.func @f() {
  %r = affine.parallel (%i) = (0) to (10) reduce ("maxs") -> (i32) {
    %c = arith.constant 1 : i32
    affine.yield %c : i32
  }
  return
}
// expected-error@-6 {{'affine.parallel' op result type cannot match reduction attribute}}
// -----
// from fail/affine_parallel_missing_steps.mlir
// affine: parallel without its steps (generic form).
func.func @f() {
  affine.parallel() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield() : () -> ()
  }) : () -> ()
  return
}
// expected-error@-6 {{expected '='}}
// -----
// from fail/affine_parallel_missing_to.mlir
// affine: parallel without `to` between its bounds.
func.func @f() {
  affine.parallel (%i) = (0) (10) {
  }
  return
}
// expected-error@-4 {{custom op 'affine.parallel' expected 'to'}}
// -----
// from fail/affine_parallel_missing_yield.mlir
// affine: parallel whose body ends without affine.yield (generic form).
func.func @f() {
  affine.parallel() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    foo.op() : () -> ()
  }) : () -> ()
  return
}
// expected-error@-6 {{expected '='}}
// -----
// from fail/affine_parallel_reduction_array.mlir
// affine: parallel whose reduction is an array, not a string.
func.func @f() {
  %r = affine.parallel (%i) = (0) to (10) reduce (["addf"]) -> (f32) {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}
// expected-error@-6 {{custom op 'affine.parallel' invalid kind of attribute specified}}
// -----
// from fail/affine_parallel_reduction_count.mlir
// affine: parallel with a result and no reduction.
func.func @f() {
  %r = affine.parallel (%i) = (0) to (10) -> (f32) {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}
// expected-error@-6 {{'affine.parallel' op a reduction must be specified for each output}}
// -----
// from fail/affine_parallel_reduction_not_string.mlir
// affine: parallel whose reduction is not a string.
func.func @f() {
  %r = affine.parallel (%i) = (0) to (10) reduce (3) -> (f32) {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}
// expected-error@-6 {{integer literal not valid for specified type}}
// -----
// from fail/affine_parallel_reduction_type.mlir
// affine: parallel reducing a float with addi.
func.func @f() {
  %r = affine.parallel (%i) = (0) to (10) reduce ("addi") -> (f32) {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}
// expected-error@-6 {{'affine.parallel' op result type cannot match reduction attribute}}
// -----
// from fail/affine_parallel_reductions_attr.mlir
// affine: parallel whose reductions are out of range (generic form).
func.func @f() {
  affine.parallel() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [16], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield() : () -> ()
  }) : () -> ()
  return
}
// expected-error@-6 {{expected '='}}
// -----
// from fail/affine_parallel_steps_not_constant.mlir
// affine: parallel whose step is not a constant.
func.func @f(%n: index) {
  affine.parallel (%i) = (0) to (10) step (%n) {
  }
  return
}
// expected-error@-4 {{custom op 'affine.parallel' steps must be constant integers}}
// -----
// from fail/affine_parallel_steps_type.mlir
// affine: parallel whose steps are i32 (generic form).
func.func @f() {
  affine.parallel() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1 : i32], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield() : () -> ()
  }) : () -> ()
  return
}
// expected-error@-6 {{expected '='}}
// -----
// from fail/affine_parallel_ub_results.mlir
// affine: parallel whose upper bound groups cover fewer results than its map (generic form).
func.func @f() {
  affine.parallel() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10, 20)>}> ({
  ^bb0(%i: index):
    affine.yield() : () -> ()
  }) : () -> ()
  return
}
// expected-error@-6 {{expected '='}}
// -----
// from fail/affine_parallel_yield_type.mlir
// affine: parallel yielding an i32 for an f32 result.
func.func @f() {
  %r = affine.parallel (%i) = (0) to (10) reduce ("assign") -> (f32) {
    %c = arith.constant 1 : i32
    affine.yield %c : i32
  }
  return
}
// expected-error@-4 {{'affine.yield' op types mismatch between yield op and its parent}}
// -----
// from fail/affine_prefetch_cache.mlir
// affine: prefetch with an unknown cache.
func.func @f(%A: memref<4xf32>, %i: index) {
  affine.prefetch %A[%i], read, locality<3>, code : memref<4xf32>
  return
}
// expected-error@-3 {{custom op 'affine.prefetch' cache type has to be 'data' or 'instr'}}
// -----
// from fail/affine_prefetch_locality.mlir
// affine: prefetch with a locality out of range.
func.func @f(%A: memref<4xf32>, %i: index) {
  affine.prefetch %A[%i], read, locality<5>, data : memref<4xf32>
  return
}
// expected-error@-3 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
// -----
// from fail/affine_prefetch_rank.mlir
// affine: prefetch with a map that does not index the memref rank.
func.func @f(%A: memref<4x4xf32>, %i: index) {
  affine.prefetch %A[%i], read, locality<3>, data : memref<4x4xf32>
  return
}
// expected-error@-3 {{'affine.prefetch' op affine.prefetch affine map num results must equal memref rank}}
// -----
// from fail/affine_prefetch_rw.mlir
// affine: prefetch with an unknown access kind.
func.func @f(%A: memref<4xf32>, %i: index) {
  affine.prefetch %A[%i], modify, locality<3>, data : memref<4xf32>
  return
}
// expected-error@-3 {{custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'}}
// -----
// from fail/affine_prefetch_scf_iv.mlir
// affine: an scf.for induction variable as a prefetch subscript.
func.func @f(%A: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    affine.prefetch %A[%i], read, locality<3>, data : memref<?xf32>
  }
  return
}
// expected-error@-4 {{'affine.prefetch' op index must be a valid dimension or symbol identifier}}
// -----
// from fail/affine_store_rank.mlir
// affine: store with more subscripts than the memref rank.
func.func @f(%A: memref<4xf32>, %i: index, %v: f32) {
  affine.store %v, %A[%i, %i] : memref<4xf32>
  return
}
// expected-error@-3 {{'affine.store' op affine map num results must equal memref rank}}
// -----
// from fail/affine_store_value_type.mlir
// affine: store of a value of another type (generic form).
func.func @f(%A: memref<4xf32>, %i: index, %v: i32) {
  "affine.store"(%v, %A, %i) <{map = affine_map<(d0) -> (d0)>}> : (i32, memref<4xf32>, index) -> ()
  return
}
// expected-error@-3 {{'affine.store' op value to store must have the same type as memref element type}}
// -----
// from fail/affine_vector_load_elem.mlir
// affine: vector_load of a vector whose element type is not the memref's.
func.func @f(%A: memref<4xf32>, %i: index) {
  %v = affine.vector_load %A[%i] : memref<4xf32>, vector<4xi32>
  return
}
// expected-error@-3 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
// -----
// from fail/affine_vector_load_not_vector.mlir
// affine: vector_load into a type that is not a vector.
func.func @f(%A: memref<4xf32>, %i: index) {
  %v = affine.vector_load %A[%i] : memref<4xf32>, f32
  return
}
// expected-error@-3 {{custom op 'affine.vector_load' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
// -----
// from fail/affine_vector_load_rank0.mlir
// affine: vector_load of a 0-D vector (generic form).
func.func @f(%A: memref<4xf32>, %i: index) {
  %v = "affine.vector_load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index) -> vector<f32>
  return
}
// expected-error@-3 {{'affine.vector_load' op result #0 must be vector of any type values, but got 'vector<f32>'}}
// -----
// from fail/affine_vector_store_elem.mlir
// affine: vector_store of a vector whose element type is not the memref's.
func.func @f(%A: memref<4xf32>, %i: index, %v: vector<4xi32>) {
  affine.vector_store %v, %A[%i] : memref<4xf32>, vector<4xi32>
  return
}
// expected-error@-3 {{'affine.vector_store' op requires memref and vector types of the same elemental type}}
// -----
// from fail/affine_vector_store_rank.mlir
// affine: vector_store with a map that does not index the memref rank.
func.func @f(%A: memref<4x4xf32>, %i: index, %v: vector<4xf32>) {
  affine.vector_store %v, %A[%i] : memref<4x4xf32>, vector<4xf32>
  return
}
// expected-error@-3 {{'affine.vector_store' op affine map num results must equal memref rank}}
// -----
// from fail/affine_yield_parent.mlir
// affine: affine.yield outside the affine ops.
func.func @f() {
  "test.region"() ({
    affine.yield
  }) : () -> ()
  return
}
// expected-error@-4 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
