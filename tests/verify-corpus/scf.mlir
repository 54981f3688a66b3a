// ARGS: --allow-unregistered-dialect --verify-diagnostics --split-input-file
// from fail/scf_condition_parent.mlir
// scf.condition terminates the before region of scf.while only.
func.func @f(%c: i1) {
  scf.execute_region {
    scf.condition(%c)
  }
  return
}
// expected-error@-4 {{'scf.condition' op expects parent op 'scf.while'}}
// -----
// from fail/scf_condition_parse.mlir
// scf.condition takes its condition in parentheses.
func.func @f(%n: index, %c: i1, %t: tensor<4xf32>, %x: f32) {
  scf.condition %c
  }
  return
}
// expected-error@-4 {{expected '('}}
// -----
// from fail/scf_condition_type.mlir
// The condition of scf.condition is an i1 (generic form).
func.func @f(%x: i32) {
  scf.while : () -> () {
    "scf.condition"(%x) : (i32) -> ()
  } do {
    scf.yield
  }
  return
}
// expected-error@-6 {{'scf.condition' op operand #0 must be 1-bit signless integer, but got 'i32'}}
// -----
// from fail/scf_condition_type_count.mlir
// scf.condition has one type per forwarded value.
func.func @f(%x: i32, %c: i1) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32, i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}
// expected-error@-7 {{custom op 'scf.condition' number of operands and types do not match: got 1 operands and 2 types}}
// -----
// from fail/scf_execute_region_args.mlir
// The region of scf.execute_region takes no arguments (generic form).
func.func @f() {
  %r = "scf.execute_region"() ({
  ^bb0(%a: i32):
    scf.yield %a : i32
  }) : () -> i32
  return
}
// expected-error@-6 {{'scf.execute_region' op region cannot have any arguments}}
// -----
// from fail/scf_execute_region_no_block.mlir
// The region of scf.execute_region has a block (generic form).
func.func @f() {
  %r = "scf.execute_region"() ({
  }) : () -> i32
  return
}
// expected-error@-4 {{'scf.execute_region' op region needs to have at least one block}}
// -----
// from fail/scf_execute_region_parse_order.mlir
// `no_inline` comes after the result types of scf.execute_region.
func.func @f(%n: index, %c: i1, %t: tensor<4xf32>, %x: f32) {
  scf.execute_region no_inline -> i32 {
  }
  return
}
// expected-error@-4 {{expected '{' to begin a region}}
// -----
// from fail/scf_execute_region_yield_count.mlir
// RegionBranchOpInterface: every scf.yield of a multi-block region is checked.
func.func @f(%x: i32, %c: i1) {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x : i32
  ^bb2:
    scf.yield
  }
  return
}
// expected-error@-9 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
// expected-note@-5 {{region branch point}}
// -----
// from fail/scf_execute_region_yield_type.mlir
// RegionBranchOpInterface: scf.yield passes the result types of scf.execute_region.
func.func @f(%c: i1) {
  %r = scf.execute_region -> i32 {
    scf.yield %c : i1
  }
  return
}
// expected-error@-5 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i1' should match successor input type #0 'i32'}}
// expected-note@-5 {{region branch point}}
// -----
// from fail/scf_for_bound_types.mlir
// The bounds and the step of scf.for have one type (AllTypesMatch, generic form).
func.func @f(%a: index, %b: i32) {
  "scf.for"(%a, %b, %a) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, i32, index) -> ()
  return
}
// expected-error@-6 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
// -----
// from fail/scf_for_float_bounds.mlir
// scf.for bounds are signless integers or indices.
func.func @f(%a: f32) {
  scf.for %i = %a to %a step %a : f32 {
  }
  return
}
// expected-error@-4 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
// -----
// from fail/scf_for_init_type.mlir
// LoopLikeOpInterface: an init and its region iter_arg have one type (generic form).
func.func @f(%a: index, %x: i32) {
  %r = "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index, %j: i64):
    scf.yield %j : i64
  }) : (index, index, index, i32) -> i32
  return
}
// expected-error@-6 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'i64'}}
// -----
// from fail/scf_for_iter_args_count.mlir
// LoopLikeOpInterface: one region iter_arg per init (generic form).
func.func @f(%a: index) {
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index, %j: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}
// expected-error@-6 {{'scf.for' op different number of inits and region iter_args: 0 != 1}}
// -----
// from fail/scf_for_iv_type.mlir
// The induction variable of scf.for has the type of the bounds (generic form).
func.func @f(%a: index) {
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}
// expected-error@-6 {{'scf.for' op expected induction variable to be same type as bounds and step}}
// -----
// from fail/scf_for_no_block_args.mlir
// A loop body without the induction variable: upstream counts -1 region iter_args, as an
// unsigned number.
func.func @f(%a: index) {
  "scf.for"(%a, %a, %a) ({
    scf.yield
  }) : (index, index, index) -> ()
  return
}
// expected-error@-5 {{'scf.for' op different number of inits and region iter_args: 0 != 18446744073709551615}}
// -----
// from fail/scf_for_parse_arrow.mlir
// `iter_args(...)` is followed by the result types after `->`.
func.func @f(%a: index) {
  scf.for %i = %a to %a step %a iter_args(%x = %a) {
  }
  return
}
// expected-error@-4 {{expected '->'}}
// -----
// from fail/scf_for_parse_assignment.mlir
// An assignment list is closed by `)` after a `%arg = %value` pair.
func.func @f(%a: index) {
  %r = scf.for %i = %a to %a step %a iter_args(%x = %a loc("x")) -> (index) {
    scf.yield %x : index
  }
  return
}
// expected-error@-5 {{expected ',' or ')'}}
// -----
// from fail/scf_for_parse_iter_args.mlir
// `iter_args` is followed by a parenthesized assignment list.
func.func @f(%a: index) {
  scf.for %i = %a to %a step %a iter_args %a {
  }
  return
}
// expected-error@-4 {{custom op 'scf.for' expected '('}}
// -----
// from fail/scf_for_parse_mismatch.mlir
// The custom form of scf.for checks the iter_args against the result types.
func.func @f(%a: index) {
  %r:2 = scf.for %i = %a to %a step %a iter_args(%x = %a) -> (index, index) {
    scf.yield %x, %x : index, index
  }
  return
}
// expected-error@-5 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
// -----
// from fail/scf_for_parse_step.mlir
// scf.for spells out `step`.
func.func @f(%a: index) {
  scf.for %i = %a to %a : %a {
  }
  return
}
// expected-error@-4 {{custom op 'scf.for' expected 'step'}}
// -----
// from fail/scf_for_result_type.mlir
// LoopLikeOpInterface: region iter_args against results; upstream numbers every pair 0.
func.func @f(%a: index, %x: i32) {
  %r:2 = "scf.for"(%a, %a, %a, %x, %x) ({
  ^bb0(%i: index, %j: i32, %k: i32):
    scf.yield %j, %k : i32, i32
  }) : (index, index, index, i32, i32) -> (i32, i64)
  return
}
// expected-error@-6 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'i32' != 'i64'}}
// -----
// from fail/scf_for_results_count.mlir
// scf.for needs one result per loop-carried value (generic form).
func.func @f(%a: index) {
  %r = "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, index, index) -> i32
  return
}
// expected-error@-6 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
// -----
// from fail/scf_for_terminator.mlir
// SingleBlockImplicitTerminator: the body of scf.for ends with scf.yield (generic form).
func.func @f(%a: index) {
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index):
    "foo.t"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
// expected-error@-6 {{'scf.for' op expects regions to end with 'scf.yield', found 'foo.t'}}
// expected-note@-7 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
// -----
// from fail/scf_for_yield_count.mlir
// LoopLikeOpInterface: as many yielded values as region iter_args.
func.func @f(%a: index, %x: i32) {
  %r = "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index, %j: i32):
    scf.yield %j, %j : i32, i32
  }) : (index, index, index, i32) -> (i32)
  return
}
// expected-error@-6 {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
// -----
// from fail/scf_for_yield_missing_values.mlir
// RegionBranchOpInterface: a bare scf.yield in a loop with iter_args passes too few values.
func.func @f(%a: index, %x: i32) {
  %r = scf.for %i = %a to %a step %a iter_args(%j = %x) -> (i32) {
    scf.yield
  }
  return
}
// expected-error@-5 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
// expected-note@-5 {{region branch point}}
// -----
// from fail/scf_for_yield_type.mlir
// LoopLikeOpInterface: the yielded values have the types of the region iter_args.
func.func @f(%a: index, %x: i32, %y: i64) {
  %r = scf.for %i = %a to %a step %a iter_args(%j = %x) -> (i32) {
    scf.yield %y : i64
  }
  return
}
// expected-error@-5 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'i64'}}
// -----
// from fail/scf_forall_dynamic_count.mlir
// A dynamic bound entry needs an SSA value (generic form).
func.func @f() {
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}
// expected-error@-7 {{expected 1 dynamic upper bound values}}
// -----
// from fail/scf_forall_empty_block.mlir
// SingleBlock: the body of scf.forall is not empty (generic form).
func.func @f() {
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
  }) : () -> ()
  return
}
// expected-error@-5 {{'scf.forall' op expects a non-empty block}}
// -----
// from fail/scf_forall_in_parallel_op.mlir
// scf.forall.in_parallel holds only parallel-combining ops (none is bundled).
func.func @f() {
  scf.forall (%i) in (4) {
    scf.forall.in_parallel {
      "foo.t"() : () -> ()
    }
  }
  return
}
// expected-error@-6 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
// -----
// from fail/scf_forall_in_parallel_parent.mlir
// scf.forall.in_parallel terminates scf.forall only.
func.func @f() {
  scf.execute_region {
    scf.forall.in_parallel {
    }
  }
  return
}
// expected-error@-5 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
// -----
// from fail/scf_forall_iv_type.mlir
// The induction variables of scf.forall are indices (generic form).
func.func @f() {
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: i32):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}
// expected-error@-7 {{'scf.forall' op expects 0-th block argument to be an index}}
// -----
// from fail/scf_forall_mapping.mlir
// The mapping of scf.forall holds device mapping attributes.
func.func @f() {
  "scf.forall"() <{mapping = [1], operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}
// expected-error@-7 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
// -----
// from fail/scf_forall_output_not_tensor.mlir
// The shared outputs of scf.forall are ranked tensors.
func.func @f(%t: i32) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (i32) {
  }
  return
}
// expected-error@-4 {{'scf.forall' op operand #0 must be variadic of ranked tensor of any type values, but got 'i32'}}
// -----
// from fail/scf_forall_output_type.mlir
// A shared output and its block argument have one type (generic form).
func.func @f(%t: tensor<4xf32>) {
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<5xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}
// expected-error@-7 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
// -----
// from fail/scf_forall_parse_assignment.mlir
// shared_outs is an assignment list `(%arg = %value)`.
func.func @f(%n: index, %c: i1, %t: tensor<4xf32>, %x: f32) {
  scf.forall (%i) in (4) shared_outs(%o %t) -> (tensor<4xf32>) {
  }
  return
}
// expected-error@-4 {{expected '='}}
// -----
// from fail/scf_forall_parse_bound.mlir
// A bound is an SSA value or an integer; both errors are reported.
func.func @f() {
  scf.forall (%i) in (x) {
  }
  return
}
// expected-error@-4 {{custom op 'scf.forall' expected integer value}}
// expected-error@-5 {{custom op 'scf.forall' expected SSA value or integer}}
// -----
// from fail/scf_forall_parse_bracket.mlir
// A bound list is closed by `)`.
func.func @f() {
  scf.forall (%i) in (4] {
  }
  return
}
// expected-error@-4 {{expected ')' in dynamic index list}}
// expected-error@-5 {{custom op 'scf.forall' expected SSA value or integer}}
// -----
// from fail/scf_forall_parse_list.mlir
// A bound list of scf.forall is parenthesized (the list's error, then the op's).
func.func @f(%n: index, %c: i1, %t: tensor<4xf32>, %x: f32) {
  scf.forall (%i) in 4 {
  }
  return
}
// expected-error@-4 {{expected '(' in dynamic index list}}
// expected-error@-5 {{custom op 'scf.forall' expected SSA value or integer}}
// -----
// from fail/scf_forall_parse_scalable.mlir
// A bracketed entry is closed by `]` (only the op-level error is reported).
func.func @f() {
  scf.forall (%i) in ([4 {
  }
  return
}
// expected-error@-4 {{custom op 'scf.forall' expected SSA value or integer}}
// -----
// from fail/scf_forall_parse_scalable_value.mlir
// Only integers may be bracketed.
func.func @f(%n: index) {
  scf.forall (%i) = ([2]) to ([%n]) step (1) {
  }
  return
}
// expected-error@-4 {{custom op 'scf.forall' expected integer value}}
// expected-error@-5 {{custom op 'scf.forall' expected SSA value or integer}}
// -----
// from fail/scf_forall_parse_shared_outs.mlir
// The shared outputs of scf.forall take the result types.
func.func @f(%t: tensor<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) {
  }
  return
}
// expected-error@-4 {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 0 types}}
// -----
// from fail/scf_forall_parse_to.mlir
// The bounds of scf.forall are `= (lbs) to (ubs) step (steps)`.
func.func @f(%n: index, %c: i1, %t: tensor<4xf32>, %x: f32) {
  scf.forall (%i) = (0) (4) step (1) {
  }
  return
}
// expected-error@-4 {{custom op 'scf.forall' expected 'to'}}
// -----
// from fail/scf_forall_rank.mlir
// The rank of scf.forall is the length of its lower bound list (generic form).
func.func @f() {
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}
// expected-error@-7 {{'scf.forall' op region expects 2 arguments}}
// -----
// from fail/scf_forall_region_args.mlir
// The body of scf.forall takes one index per loop, then the shared outputs (generic form).
func.func @f() {
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %j: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}
// expected-error@-7 {{'scf.forall' op region expects 1 arguments}}
// -----
// from fail/scf_forall_result_type.mlir
// DestinationStyleOpInterface: a shared output and its result have one type.
func.func @f(%t: tensor<4xf32>) {
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> (tensor<5xf32>)
  return
}
// expected-error@-7 {{'scf.forall' op expected type of operand #0 ('tensor<4xf32>') to match type of corresponding result ('tensor<5xf32>')}}
// -----
// from fail/scf_forall_results.mlir
// scf.forall has one result per shared output (generic form).
func.func @f(%t: tensor<4xf32>) {
  %r:2 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}
// expected-error@-7 {{'scf.forall' op produces 2 results, but has only 1 outputs}}
// -----
// from fail/scf_forall_segments.mlir
// The operand segments of scf.forall cover its operands.
func.func @f(%a: index) {
  "scf.forall"(%a) <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : (index) -> ()
  return
}
// expected-error@-7 {{'scf.forall' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
// -----
// from fail/scf_forall_static_count.mlir
// The custom form checks nothing: two loops with one upper bound fail verification.
func.func @f(%t: tensor<4xf32>) {
  %r = scf.forall (%i, %j) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
  }
  return
}
// expected-error@-4 {{expected 2 upper bound values, got 1}}
// -----
// from fail/scf_forall_tensor_results.mlir
// DestinationStyleOpInterface: one tensor result per shared output.
func.func @f(%t: tensor<4xf32>) {
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> (i32)
  return
}
// expected-error@-7 {{'scf.forall' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
// -----
// from fail/scf_if_condition_type.mlir
// The condition of scf.if is resolved as an i1.
func.func @f(%x: i32) {
  scf.if %x {
  }
  return
}
// expected-error@-4 {{use of value '%x' expects different type than prior uses: 'i1' vs 'i32'}}
// expected-note@-6 {{prior use here}}
// -----
// from fail/scf_if_else_yield_type.mlir
// RegionBranchOpInterface: the else region yields the result types.
func.func @f(%x: i32, %c: i1) {
  %r = scf.if %c -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %c : i1
  }
  return
}
// expected-error@-7 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i1' should match successor input type #0 'i32'}}
// expected-note@-5 {{region branch point}}
// -----
// from fail/scf_if_other_terminator.mlir
// No scf.yield is added after another terminator; func.return is then misplaced.
func.func @f(%c: i1) {
  scf.if %c {
    func.return
  }
  return
}
// expected-error@-4 {{'func.return' op expects parent op 'func.func'}}
// -----
// from fail/scf_if_parse_else.mlir
// `else` is followed by a region.
func.func @f(%c: i1) {
  scf.if %c {
  } else
  return
}
// expected-error@-3 {{expected '{' to begin a region}}
// -----
// from fail/scf_if_region_args.mlir
// NoRegionArguments: the regions of scf.if take no arguments (generic form).
func.func @f(%x: i32, %c: i1) {
  "scf.if"(%c) ({
  ^bb0(%a: i32):
    scf.yield
  }, {
  }) : (i1) -> ()
  return
}
// expected-error@-7 {{'scf.if' op region #0 should have no arguments}}
// -----
// from fail/scf_if_results_without_else.mlir
// An scf.if with results needs an else region.
func.func @f(%x: i32, %c: i1) {
  %r = scf.if %c -> (i32) {
    scf.yield %x : i32
  }
  return
}
// expected-error@-5 {{'scf.if' op must have an else block if defining values}}
// -----
// from fail/scf_if_terminator.mlir
// SingleBlockImplicitTerminator: the then region ends with scf.yield (generic form).
func.func @f(%c: i1) {
  "scf.if"(%c) ({
    "foo.t"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}
// expected-error@-6 {{'scf.if' op expects regions to end with 'scf.yield', found 'foo.t'}}
// expected-note@-7 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
// -----
// from fail/scf_if_then_yield_type.mlir
// RegionBranchOpInterface: the then region yields the result types.
func.func @f(%x: i32, %c: i1) {
  %r = scf.if %c -> (i32) {
    scf.yield %c : i1
  } else {
    scf.yield %x : i32
  }
  return
}
// expected-error@-7 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i1' should match successor input type #0 'i32'}}
// expected-note@-7 {{region branch point}}
// -----
// from fail/scf_if_two_blocks.mlir
// SingleBlock: the else region of scf.if has one block (generic form).
func.func @f(%c: i1) {
  "scf.if"(%c) ({
    scf.yield
  }, {
    scf.yield
  ^bb1:
    scf.yield
  }) : (i1) -> ()
  return
}
// expected-error@-9 {{'scf.if' op expects region #1 to have 0 or 1 blocks}}
// -----
// from fail/scf_if_yield_count.mlir
// RegionBranchOpInterface: a bare scf.yield in an scf.if with results.
func.func @f(%x: i32, %c: i1) {
  %r = scf.if %c -> (i32) {
    scf.yield
  } else {
    scf.yield %x : i32
  }
  return
}
// expected-error@-7 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
// expected-note@-7 {{region branch point}}
// -----
// from fail/scf_index_switch_arg_type.mlir
// The argument of scf.index_switch is an index.
func.func @f(%i: i32) {
  scf.index_switch %i
  default {
  }
  return
}
// expected-error@-5 {{use of value '%i' expects different type than prior uses: 'index' vs 'i32'}}
// expected-note@-7 {{prior use here}}
// -----
// from fail/scf_index_switch_case_count.mlir
// scf.index_switch has one case region per case value (generic form).
func.func @f(%i: index) {
  "scf.index_switch"(%i) <{cases = array<i64: 1, 2>}> ({
    scf.yield
  }, {
    scf.yield
  }) : (index) -> ()
  return
}
// expected-error@-7 {{'scf.index_switch' op has 1 case regions but 2 case values}}
// -----
// from fail/scf_index_switch_default_count.mlir
// The default region yields no value when scf.index_switch has no results.
func.func @f(%i: index, %x: i32) {
  scf.index_switch %i
  default {
    scf.yield %x : i32
  }
  return
}
// expected-error@-6 {{'scf.index_switch' op expected each region to return 0 values, but default region returns 1}}
// expected-note@-5 {{see yield operation here}}
// -----
// from fail/scf_index_switch_default_terminator.mlir
// No scf.yield is added after another terminator in the default region.
func.func @f(%i: index) {
  scf.index_switch %i
  default {
    func.return
  }
  return
}
// expected-error@-6 {{'scf.index_switch' op expected region to end with scf.yield, but got func.return}}
// -----
// from fail/scf_index_switch_duplicate.mlir
// The case values of scf.index_switch are distinct.
func.func @f(%i: index) {
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
  }
  return
}
// expected-error@-11 {{'scf.index_switch' op has duplicate case value: 1}}
// -----
// from fail/scf_index_switch_empty_case.mlir
// An empty case region has no block at all (no implicit terminator is added to cases).
func.func @f(%i: index, %x: i32) {
  %r = scf.index_switch %i -> i32
  case 1 {
  }
  default {
    scf.yield %x : i32
  }
  return
}
// expected-error@-8 {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
// -----
// from fail/scf_index_switch_max_case.mlir
// Upstream collects the case values in a set whose empty marker is the largest i64, so
// that value counts as a duplicate unless it comes first.
func.func @f(%i: index) {
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 9223372036854775807 {
    scf.yield
  }
  default {
  }
  return
}
// expected-error@-11 {{'scf.index_switch' op has duplicate case value: 9223372036854775807}}
// -----
// from fail/scf_index_switch_parse_case.mlir
// A case value is an integer.
func.func @f(%i: index) {
  scf.index_switch %i
  case x {
  }
  default {
  }
  return
}
// expected-error@-6 {{custom op 'scf.index_switch' expected integer value}}
// -----
// from fail/scf_index_switch_parse_default.mlir
// The default region is required.
func.func @f(%i: index) {
  scf.index_switch %i
  case 1 {
  }
  return
}
// expected-error@-2 {{custom op 'scf.index_switch' expected 'default'}}
// -----
// from fail/scf_index_switch_parse_types.mlir
// `->` in scf.index_switch is followed by at least one type.
func.func @f(%i: index) {
  %r = scf.index_switch %i ->
  case 1 {
    scf.yield
  }
  default {
  }
  return
}
// expected-error@-8 {{expected non-function type}}
// -----
// from fail/scf_index_switch_terminator.mlir
// Case regions get no implicit terminator: this one ends with another op.
func.func @f(%i: index, %x: i32) {
  %r = scf.index_switch %i -> i32
  case 1 {
    "foo.t"() : () -> ()
  }
  default {
    scf.yield %x : i32
  }
  return
}
// expected-error@-9 {{'scf.index_switch' op expected region to end with scf.yield, but got foo.t}}
// -----
// from fail/scf_index_switch_yield_count.mlir
// Every region of scf.index_switch yields one value per result (the default region first).
func.func @f(%i: index, %x: i32) {
  %r = scf.index_switch %i -> i32
  case 1 {
    scf.yield %x : i32
  }
  default {
    scf.yield
  }
  return
}
// expected-error@-9 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
// expected-note@-5 {{see yield operation here}}
// -----
// from fail/scf_index_switch_yield_type.mlir
// Every region of scf.index_switch yields the result types.
func.func @f(%i: index, %x: i32, %y: i64) {
  %r = scf.index_switch %i -> i32
  case 1 {
    scf.yield %y : i64
  }
  default {
    scf.yield %x : i32
  }
  return
}
// expected-error@-9 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
// expected-note@-8 {{case region #0 returns 'i64' here}}
// -----
// from fail/scf_parallel_generic_no_segment_sizes.mlir
func.func @f(%i: index) {
  "scf.parallel"(%i, %i, %i) ({
  ^bb0(%a: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
// expected-error@-6 {{'scf.parallel' op operand count (3) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
// -----
// from fail/scf_parallel_init_count.mlir
// scf.parallel has one initial value per result (generic form).
func.func @f(%a: index, %x: f32) {
  %r = "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %m: f32):
      scf.reduce.return %l : f32
    }
  }) : (index, index, index) -> f32
  return
}
// expected-error@-9 {{'scf.parallel' op expects number of results: 1 to be the same as number of initial values: 0}}
// -----
// from fail/scf_parallel_iv_count.mlir
// scf.parallel has one induction variable per dimension (generic form).
func.func @f(%a: index) {
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}
// expected-error@-6 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
// -----
// from fail/scf_parallel_iv_type.mlir
// The induction variables of scf.parallel are indices (generic form).
func.func @f(%a: index) {
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: i32):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}
// expected-error@-6 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
// -----
// from fail/scf_parallel_no_dims.mlir
// scf.parallel has at least one dimension (generic form).
func.func @f() {
  "scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    scf.reduce
  }) : () -> ()
  return
}
// expected-error@-5 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
// -----
// from fail/scf_parallel_parse_bounds.mlir
// The bounds of scf.parallel are parenthesized.
func.func @f(%n: index, %c: i1, %t: tensor<4xf32>, %x: f32) {
  scf.parallel (%i) = %n to (%n) step (%n) {
  }
  return
}
// expected-error@-4 {{expected '(' in operand list}}
// -----
// from fail/scf_parallel_parse_count.mlir
// Each bound list of scf.parallel has one value per induction variable.
func.func @f(%a: index) {
  scf.parallel (%i) = (%a) to (%a, %a) step (%a) {
  }
  return
}
// expected-error@-4 {{custom op 'scf.parallel' expected 1 operands}}
// -----
// from fail/scf_parallel_parse_init_types.mlir
// The initial values of scf.parallel take the result types.
func.func @f(%a: index) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%a) {
  }
  return
}
// expected-error@-4 {{custom op 'scf.parallel' number of operands and types do not match: got 1 operands and 0 types}}
// -----
// from fail/scf_parallel_parse_ivs.mlir
// The induction variables of scf.parallel are written without types.
func.func @f(%n: index, %c: i1, %t: tensor<4xf32>, %x: f32) {
  scf.parallel (%i : index) = (%n) to (%n) step (%n) {
  }
  return
}
// expected-error@-4 {{expected ')' in argument list}}
// -----
// from fail/scf_parallel_reduction_type.mlir
// scf.parallel reports a reduced value of the wrong type on its scf.reduce.
func.func @f(%a: index, %x: f32, %y: i32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    scf.reduce(%y : i32) {
    ^bb0(%l: i32, %m: i32):
      scf.reduce.return %l : i32
    }
  }
  return
}
// expected-error@-7 {{'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'f32'}}
// -----
// from fail/scf_parallel_reductions_count.mlir
// scf.parallel has one reduction per result.
func.func @f(%a: index, %x: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    scf.reduce
  }
  return
}
// expected-error@-5 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
// -----
// from fail/scf_parallel_terminator.mlir
// The body of scf.parallel ends with scf.reduce (checked before the implicit terminator).
func.func @f(%a: index) {
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    "foo.t"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
// expected-error@-6 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
// expected-note@-5 {{terminator here}}
// -----
// from fail/scf_parallel_zero_step.mlir
// A constant step of scf.parallel is positive.
func.func @f(%a: index) {
  %c0 = arith.constant 0 : index
  scf.parallel (%i) = (%a) to (%a) step (%c0) {
  }
  return
}
// expected-error@-4 {{'scf.parallel' op constant step operand must be positive}}
// -----
// from fail/scf_reduce_block_args.mlir
// A reduction region takes two arguments of the reduced value's type.
func.func @f(%a: index, %x: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32):
      scf.reduce.return %l : f32
    }
  }
  return
}
// expected-error@-7 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
// -----
// from fail/scf_reduce_empty_body.mlir
// A reduction region's block is not empty (generic form).
func.func @f(%a: index, %x: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    "scf.reduce"(%x) ({
    ^bb0(%l: f32, %m: f32):
    }) : (f32) -> ()
  }
  return
}
// expected-error@-6 {{empty block: expect at least a terminator}}
// -----
// from fail/scf_reduce_empty_region.mlir
// A reduction region has one block.
func.func @f(%a: index, %x: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    }
  }
  return
}
// expected-error@-5 {{'scf.reduce' op region #0 ('reductions') failed to verify constraint: region with 1 blocks}}
// -----
// from fail/scf_reduce_parent.mlir
// scf.reduce terminates scf.parallel only.
func.func @f() {
  scf.execute_region {
    scf.reduce
  }
  return
}
// expected-error@-4 {{'scf.reduce' op expects parent op 'scf.parallel'}}
// -----
// from fail/scf_reduce_parse_types.mlir
// The reduced values of scf.reduce are followed by their types.
func.func @f(%n: index, %c: i1, %t: tensor<4xf32>, %x: f32) {
  scf.reduce(%x : f32 {
  }
  return
}
// expected-error@-4 {{expected ')'}}
// -----
// from fail/scf_reduce_regions_count.mlir
// scf.reduce has one region per reduced value (generic form).
func.func @f(%a: index, %x: f32) {
  scf.parallel (%i) = (%a) to (%a) step (%a) {
    "scf.reduce"(%x) : (f32) -> ()
  }
  return
}
// expected-error@-4 {{'scf.reduce' op expects number of reduction regions: 0 to be the same as number of reduction operands: 1}}
// -----
// from fail/scf_reduce_return_type.mlir
// scf.reduce.return returns the type of the reduction's arguments.
func.func @f(%a: index, %x: f32, %y: i32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %m: f32):
      scf.reduce.return %y : i32
    }
  }
  return
}
// expected-error@-5 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
// -----
// from fail/scf_reduce_terminator.mlir
// A reduction region ends with scf.reduce.return.
func.func @f(%a: index, %x: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %m: f32):
      "foo.t"() : () -> ()
    }
  }
  return
}
// expected-error@-7 {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
// -----
// from fail/scf_while_after_terminator.mlir
// The after region of scf.while ends with scf.yield.
func.func @f(%x: i32, %c: i1) {
  %r = scf.while (%j = %x) : (i32) -> i32 {
    scf.condition(%c) %j : i32
  } do {
  ^bb0(%k: i32):
    "foo.t"() : () -> ()
  }
  return
}
// expected-error@-8 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
// expected-note@-5 {{terminator here}}
// -----
// from fail/scf_while_assignment_list.mlir
// The assignment list of scf.while is closed by `)`.
func.func @f(%a: index, %c: i1) {
  scf.while (%x = %a : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
// expected-error@-7 {{expected ',' or ')'}}
// -----
// from fail/scf_while_before_terminator.mlir
// The before region of scf.while ends with scf.condition.
func.func @f(%x: i32, %c: i1) {
  %r = scf.while (%j = %x) : (i32) -> i32 {
    "foo.t"() : () -> ()
  } do {
  ^bb0(%k: i32):
    scf.yield %x : i32
  }
  return
}
// expected-error@-8 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
// expected-note@-8 {{terminator here}}
// -----
// from fail/scf_while_condition_to_after.mlir
// RegionBranchOpInterface: scf.condition passes the after region's argument types.
func.func @f(%x: i32, %c: i1) {
  %r = scf.while (%j = %x) : (i32) -> i32 {
    scf.condition(%c) %j : i32
  } do {
  ^bb0(%k: i1):
    scf.yield %x : i32
  }
  return
}
// expected-error@-8 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i32' should match successor input type #0 'i1'}}
// expected-note@-8 {{region branch point}}
// -----
// from fail/scf_while_condition_to_parent.mlir
// RegionBranchOpInterface: scf.condition passes the result types (checked before the
// after region's arguments).
func.func @f(%x: i32, %c: i1) {
  %r = scf.while (%j = %x) : (i32) -> i32 {
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%k: i32):
    scf.yield %k : i32
  }
  return
}
// expected-error@-8 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i1' should match successor input type #0 'i32'}}
// expected-note@-8 {{region branch point}}
// -----
// from fail/scf_while_empty_after.mlir
// SingleBlock: the after region's block is not empty.
func.func @f(%x: i32, %c: i1) {
  %r = scf.while (%j = %x) : (i32) -> i32 {
    scf.condition(%c) %j : i32
  } do {
  ^bb0(%k: i32):
  }
  return
}
// expected-error@-7 {{'scf.while' op expects a non-empty block}}
// -----
// from fail/scf_while_function_type.mlir
// The type of scf.while is a function type.
func.func @f(%c: i1) {
  scf.while : i32 {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
// expected-error@-7 {{custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'i32'}}
// -----
// from fail/scf_while_init_type.mlir
// RegionBranchOpInterface: the initial values have the before region's argument types.
func.func @f(%x: i32, %c: i1) {
  %r = "scf.while"(%x) ({
  ^bb0(%j: i64):
    scf.condition(%c) %j : i64
  }, {
  ^bb0(%k: i64):
    scf.yield %k : i64
  }) : (i32) -> i64
  return
}
// expected-error@-9 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'i64'}}
// expected-note@-10 {{region branch point}}
// -----
// from fail/scf_while_input_count.mlir
// The function type of scf.while has one input per initial value.
func.func @f(%x: i32, %c: i1) {
  %r = scf.while (%j = %x) : (i32, i32) -> i64 {
    scf.condition(%c) %j : i32
  } do {
  ^bb0(%k: i32):
    scf.yield %x : i32
  }
  return
}
// expected-error@-8 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 2)}}
// -----
// from fail/scf_while_parse_colon.mlir
// The initial values of scf.while are followed by `:` and a function type.
func.func @f(%n: index, %c: i1, %t: tensor<4xf32>, %x: f32) {
  scf.while (%a = %x) (f32) -> () {
  }
  return
}
// expected-error@-4 {{expected ':'}}
// -----
// from fail/scf_while_parse_do.mlir
// The two regions of scf.while are separated by `do`.
func.func @f(%n: index, %c: i1, %t: tensor<4xf32>, %x: f32) {
  scf.while (%a = %x) : (f32) -> () { scf.condition(%c) } {
  }
  return
}
// expected-error@-4 {{custom op 'scf.while' expected 'do'}}
// -----
// from fail/scf_while_result_type.mlir
// RegionBranchOpInterface: the results have the types scf.condition passes.
func.func @f(%x: i32, %c: i1) {
  %r = scf.while (%j = %x) : (i32) -> i64 {
    scf.condition(%c) %j : i32
  } do {
  ^bb0(%k: i32):
    scf.yield %x : i32
  }
  return
}
// expected-error@-8 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i32' should match successor input type #0 'i64'}}
// expected-note@-8 {{region branch point}}
// -----
// from fail/scf_while_yield_count.mlir
// RegionBranchOpInterface: scf.yield passes one value per before-region argument.
func.func @f(%x: i32, %c: i1) {
  %r = scf.while (%j = %x) : (i32) -> i32 {
    scf.condition(%c) %j : i32
  } do {
  ^bb0(%k: i32):
    scf.yield
  }
  return
}
// expected-error@-8 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
// expected-note@-5 {{region branch point}}
// -----
// from fail/scf_while_yield_extra.mlir
// RegionBranchOpInterface: scf.yield passes too many values (before LoopLikeOpInterface).
func.func @f(%x: i32, %c: i1) {
  %r = scf.while (%j = %x) : (i32) -> i32 {
    scf.condition(%c) %j : i32
  } do {
  ^bb0(%k: i32):
    scf.yield %c, %c : i1, i1
  }
  return
}
// expected-error@-8 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 2 operands, but region successor needs 1 inputs}}
// expected-note@-5 {{region branch point}}
// -----
// from fail/scf_while_yield_type.mlir
// RegionBranchOpInterface: scf.yield passes the before region's argument types.
func.func @f(%x: i32, %c: i1) {
  %r = scf.while (%j = %x) : (i32) -> i32 {
    scf.condition(%c) %j : i32
  } do {
  ^bb0(%k: i32):
    scf.yield %c : i1
  }
  return
}
// expected-error@-8 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i1' should match successor input type #0 'i32'}}
// expected-note@-5 {{region branch point}}
// -----
// from fail/scf_yield_parent.mlir
// scf.yield terminates the regions of some scf ops only.
func.func @f() {
  scf.yield
}
// expected-error@-2 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
// -----
// from fail/scf_yield_parse_types.mlir
// The type list after `:` in scf.yield has at least one type.
func.func @f(%x: i32, %c: i1) {
  %r = scf.if %c -> (i32) {
    scf.yield %x : }
  return
}
// expected-error@-3 {{expected non-function type}}
// -----
// from fail/scf_yield_type_count.mlir
// scf.yield has one type per value.
func.func @f(%x: i32, %c: i1) {
  %r:2 = scf.if %c -> (i32, i32) {
    scf.yield %x, %x : i32
  } else {
    scf.yield %x, %x : i32, i32
  }
  return
}
// expected-error@-6 {{custom op 'scf.yield' number of operands and types do not match: got 2 operands and 1 types}}
