// ARGS: --allow-unregistered-dialect --verify-diagnostics --split-input-file
// from fail/index_add_operand_type.mlir
// Index ops take index operands only.
%a, %b = "test.ab"() : () -> (index, i32)
%0 = "index.add"(%a, %b) : (index, i32) -> index
// expected-error@-1 {{'index.add' op operand #1 must be index, but got 'i32'}}
// -----
// from fail/index_attr_no_keyword.mlir
// The predicate attribute needs a keyword after its mnemonic.
"test.x"() {a = #index<"cmp_predicate">} : () -> ()
// expected-error@-1 {{expected valid keyword}}
// -----
// from fail/index_bool_constant_attr_type.mlir
// The value of index.bool.constant is a bool attribute.
%0 = "index.bool.constant"() {value = 1 : i64} : () -> i1
// expected-error@-1 {{'index.bool.constant' op attribute 'value' failed to satisfy constraint: bool attribute}}
// -----
// from fail/index_bool_constant_prop_kind.mlir
// A bool property holding an integer of another width.
%0 = "index.bool.constant"() <{value = 1 : i64}> : () -> i1
// expected-error@-1 {{invalid properties {value = 1 : i64} for op index.bool.constant: Invalid attribute `value` in property conversion: 1 : i64}}
// -----
// from fail/index_bool_constant_string.mlir
// index.bool.constant takes a bool, not a string.
%0 = index.bool.constant "true"
// expected-error@-1 {{custom op 'index.bool.constant' invalid kind of attribute specified}}
// -----
// from fail/index_casts_float.mlir
// Casts do not take floats.
%a = "test.a"() : () -> index
%0 = index.casts %a : index to f32
// expected-error@-1 {{'index.casts' op result #0 must be integer or index, but got 'f32'}}
// -----
// from fail/index_casts_index_to_index.mlir
// A cast converts between index and an integer type.
%a = "test.a"() : () -> index
%0 = index.casts %a : index to index
// expected-error@-1 {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
// -----
// from fail/index_castu_int_to_int.mlir
// A cast converts between index and an integer type.
%a = "test.a"() : () -> i32
%0 = index.castu %a : i32 to i64
// expected-error@-1 {{'index.castu' op operand type 'i32' and result type 'i64' are cast incompatible}}
// -----
// from fail/index_cmp_attr_dict_kind.mlir
// The predicate given in the attribute dictionary must be a predicate.
%a = "test.a"() : () -> index
%0 = index.cmp slt(%a, %a) {pred = 1 : i32}
// expected-error@-1 {{custom op 'index.cmp' 'index.cmp' op attribute 'pred' failed to satisfy constraint: index comparison predicate kind}}
// -----
// from fail/index_cmp_bad_predicate.mlir
// An unknown comparison predicate.
%a = "test.a"() : () -> index
%0 = index.cmp lt(%a, %a)
// expected-error@-1 {{custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
// expected-error@-2 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
// -----
// from fail/index_cmp_bad_string_predicate.mlir
// A predicate string that names no predicate.
%a = "test.a"() : () -> index
%0 = "index.cmp"(%a, %a) {pred = #index<cmp_predicate "xx">} : (index, index) -> i1
// expected-error@-1 {{expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
// expected-error@-2 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
// -----
// from fail/index_cmp_empty_predicate.mlir
// The predicate attribute needs a keyword.
%a = "test.a"() : () -> index
%0 = "index.cmp"(%a, %a) {pred = #index<cmp_predicate>} : (index, index) -> i1
// expected-error@-1 {{expected valid keyword or string}}
// expected-error@-2 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
// -----
// from fail/index_cmp_missing_predicate.mlir
// The predicate comes first.
%a = "test.a"() : () -> index
%0 = index.cmp (%a, %a)
// expected-error@-1 {{custom op 'index.cmp' expected valid keyword or string}}
// expected-error@-2 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
// -----
// from fail/index_cmp_prop_kind.mlir
// A predicate property holding another kind of attribute.
%a = "test.a"() : () -> index
%0 = "index.cmp"(%a, %a) <{pred = 1 : i32}> : (index, index) -> i1
// expected-error@-1 {{invalid properties {pred = 1 : i32} for op index.cmp: Invalid attribute `pred` in property conversion: 1 : i32}}
// -----
// from fail/index_cmp_requires_pred.mlir
// index.cmp needs its predicate.
%a = "test.a"() : () -> index
%0 = "index.cmp"(%a, %a) : (index, index) -> i1
// expected-error@-1 {{'index.cmp' op requires attribute 'pred'}}
// -----
// from fail/index_cmp_result_type.mlir
// index.cmp returns i1.
%a = "test.a"() : () -> index
%0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i32
// expected-error@-1 {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'i32'}}
// -----
// from fail/index_cmp_wrong_attr_kind.mlir
// A full attribute in place of the predicate must be a predicate.
%a = "test.a"() : () -> index
%0 = index.cmp #arith.fastmath<fast>(%a, %a)
// expected-error@-1 {{custom op 'index.cmp' invalid kind of attribute specified}}
// -----
// from fail/index_constant_attr_type.mlir
// The value of index.constant is an index attribute.
%0 = "index.constant"() {value = 1 : i64} : () -> index
// expected-error@-1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
// -----
// from fail/index_constant_missing_value.mlir
// index.constant needs its value.
%0 = "index.constant"() : () -> index
// expected-error@-1 {{'index.constant' op requires attribute 'value'}}
// -----
// from fail/index_constant_out_of_range.mlir
// Index constants are 64-bit.
%0 = index.constant 18446744073709551616
// expected-error@-1 {{integer constant out of range for attribute}}
// -----
// from fail/index_mul_result_type.mlir
// Index ops return index.
%a = "test.a"() : () -> index
%0 = "index.mul"(%a, %a) : (index, index) -> i64
// expected-error@-1 {{'index.mul' op result #0 must be index, but got 'i64'}}
// -----
// from fail/index_no_types.mlir
// The index dialect has no types.
%0 = "test.x"() : () -> !index<i64>
// expected-error@-1 {{dialect 'index' provides no type parsing hook}}
// -----
// from fail/index_shl_trailing_type.mlir
// The binary index ops have no type in their custom form.
%a = "test.a"() : () -> index
%0 = index.shl %a, %a : index
// expected-error@-1 {{expected operation name in quotes}}
// -----
// from fail/index_sizeof_result.mlir
// sizeof returns index.
%0 = "index.sizeof"() : () -> i64
// expected-error@-1 {{'index.sizeof' op result #0 must be index, but got 'i64'}}
// -----
// from fail/index_unknown_attr.mlir
// The index dialect has one attribute, cmp_predicate.
"test.x"() {a = #index<foo>} : () -> ()
// expected-error@-1 {{unknown attribute `foo` in dialect `index`}}
