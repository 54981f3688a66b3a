//! Every constraint of the `.ods` prelude on real IR, through the `pc` dialect
//! (`tests/ods/prelude_check.ods`): for each type, attribute and `ConfinedAttr` constraint, values
//! that must verify and values that must be rejected with mlir-opt's exact message (the
//! summaries are MLIR 22's where upstream has the constraint); property kinds (typed getters,
//! generic form), region and successor constraints, type-relation traits, and dependent dialects.

use ods_runtime::text::printer::ops::print_op_local;
use ods_runtime::text::printer::PrintFlags;
use ods_runtime::tool::driver::{run, Options};
use ods_runtime::{Context, Op};
use ods_tests::prelude_check as pc;

/// Runs the driver on `text` (named `k.mlir`) with `args`; returns stdout, stderr and the code.
fn opt(args: &[&str], text: &str) -> (String, String, i32) {
    let mut all: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    all.push("k.mlir".to_string());
    let opts = Options::parse(all).expect("options");
    let out = run(&opts, text.as_bytes(), ods_tests::prelude_check::register);
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.code,
    )
}

/// Verifies `text`: `Ok(())` or `Err(first line of stderr)`.
fn check(text: &str) -> Result<(), String> {
    let (_, err, code) = opt(&[], text);
    if code == 0 {
        assert_eq!(err, "", "{text}");
        Ok(())
    } else {
        Err(err.lines().next().unwrap_or("").to_string())
    }
}

/// The full stderr of verifying `text` (empty when it verifies).
fn stderr(text: &str) -> String {
    opt(&[], text).1
}

/// `(op, summary, accepted, rejected)`.
type Case = (
    &'static str,
    &'static str,
    &'static [&'static str],
    &'static [&'static str],
);

/// IR using `op` on one operand of type `ty`.
fn type_ir(op: &str, ty: &str) -> String {
    format!("\"pc.module\"() ({{\n^bb0(%x: {ty}):\n  \"{op}\"(%x) : ({ty}) -> ()\n}}) : () -> ()\n")
}

/// IR using `op` with the inherent attribute `v = value`.
/// The attribute is given in the attribute dictionary, where the parser checks it against its
/// constraint (MLIR's `verifyInherentAttrs`); see `property_conversion` for `<{...}>`.
fn attr_ir(op: &str, value: &str) -> String {
    format!("\"pc.module\"() ({{\n  \"{op}\"() {{v = {value}}} : () -> ()\n}}) : () -> ()\n")
}

/// The attribute is given as a property, converted to its storage kind while parsing.
fn prop_ir(op: &str, value: &str) -> String {
    format!("\"pc.module\"() ({{\n  \"{op}\"() <{{v = {value}}}> : () -> ()\n}}) : () -> ()\n")
}

/// Type constraints: (op, summary, accepted types, rejected types). Summaries are MLIR 22's
/// (`CommonTypeConstraints.td`); mlir-opt gives the same message and verdict for `arith.addf`
/// (FloatLike), `arith.addi` (SignlessIntegerOrIndexLike), `arith.cmpi` results (BoolLike),
/// `memref.load` (AnyMemRef: `memref<*xf32>` is rejected), `tensor.extract` (AnyRankedTensor),
/// `complex.abs` (Complex) and `cf.assert` (I1).
const TYPES: &[Case] = &[
    (
        "pc.t.any_type",
        "any type",
        &["i32", "tensor<*xf32>", "none", "(i32) -> i32"],
        &[],
    ),
    (
        "pc.t.none_type",
        "none type",
        &["none"],
        &["i32", "tuple<>"],
    ),
    (
        "pc.t.any_integer",
        "integer",
        &["i1", "si8", "ui64", "i128"],
        &["index", "f32", "vector<2xi32>"],
    ),
    (
        "pc.t.any_signless_integer",
        "signless integer",
        &["i7", "i64"],
        &["si8", "ui8", "index"],
    ),
    (
        "pc.t.any_signed_integer",
        "signed integer",
        &["si32", "si1"],
        &["i32", "ui32"],
    ),
    (
        "pc.t.any_unsigned_integer",
        "unsigned integer",
        &["ui32", "ui1"],
        &["i32", "si32"],
    ),
    (
        "pc.t.i1",
        "1-bit signless integer",
        &["i1"],
        &["i8", "si1", "ui1", "tensor<i1>"],
    ),
    (
        "pc.t.i8",
        "8-bit signless integer",
        &["i8"],
        &["i16", "si8", "ui8"],
    ),
    (
        "pc.t.i16",
        "16-bit signless integer",
        &["i16"],
        &["i8", "si16", "f16"],
    ),
    (
        "pc.t.i32",
        "32-bit signless integer",
        &["i32"],
        &["i64", "si32", "ui32", "f32", "index"],
    ),
    (
        "pc.t.i64",
        "64-bit signless integer",
        &["i64"],
        &["i32", "si64", "index"],
    ),
    (
        "pc.t.i128",
        "128-bit signless integer",
        &["i128"],
        &["i64", "ui128"],
    ),
    ("pc.t.si1", "1-bit signed integer", &["si1"], &["i1", "ui1"]),
    (
        "pc.t.ui1",
        "1-bit unsigned integer",
        &["ui1"],
        &["i1", "si1"],
    ),
    (
        "pc.t.si8",
        "8-bit signed integer",
        &["si8"],
        &["i8", "ui8", "si16"],
    ),
    (
        "pc.t.ui8",
        "8-bit unsigned integer",
        &["ui8"],
        &["i8", "si8", "ui16"],
    ),
    (
        "pc.t.si16",
        "16-bit signed integer",
        &["si16"],
        &["i16", "ui16"],
    ),
    (
        "pc.t.ui16",
        "16-bit unsigned integer",
        &["ui16"],
        &["i16", "si16"],
    ),
    (
        "pc.t.si32",
        "32-bit signed integer",
        &["si32"],
        &["i32", "ui32"],
    ),
    (
        "pc.t.ui32",
        "32-bit unsigned integer",
        &["ui32"],
        &["i32", "si32"],
    ),
    (
        "pc.t.si64",
        "64-bit signed integer",
        &["si64"],
        &["i64", "ui64"],
    ),
    (
        "pc.t.ui64",
        "64-bit unsigned integer",
        &["ui64"],
        &["i64", "si64"],
    ),
    (
        "pc.t.any_i8",
        "8-bit integer",
        &["i8", "si8", "ui8"],
        &["i16", "f32"],
    ),
    (
        "pc.t.any_i16",
        "16-bit integer",
        &["i16", "si16", "ui16"],
        &["i8"],
    ),
    (
        "pc.t.any_i32",
        "32-bit integer",
        &["i32", "si32", "ui32"],
        &["i64", "f32"],
    ),
    (
        "pc.t.any_i64",
        "64-bit integer",
        &["i64", "si64", "ui64"],
        &["i32", "index"],
    ),
    (
        "pc.t.any_i7",
        "7-bit integer",
        &["i7", "si7", "ui7"],
        &["i8"],
    ),
    (
        "pc.t.i24",
        "24-bit signless integer",
        &["i24"],
        &["si24", "i32"],
    ),
    ("pc.t.index", "index", &["index"], &["i64"]),
    (
        "pc.t.signless_or_index",
        "signless integer or index",
        &["i32", "index"],
        &["si32", "f32"],
    ),
    (
        "pc.t.any_float",
        "floating-point",
        &["f16", "bf16", "f32", "f64", "f80", "f128", "tf32", "f8E5M2"],
        &["i32", "index", "complex<f32>", "vector<2xf32>"],
    ),
    (
        "pc.t.f16",
        "16-bit float",
        &["f16"],
        &["bf16", "f32", "i16"],
    ),
    (
        "pc.t.f32",
        "32-bit float",
        &["f32"],
        &["tf32", "f64", "i32"],
    ),
    ("pc.t.f64", "64-bit float", &["f64"], &["f32"]),
    ("pc.t.f80", "80-bit float", &["f80"], &["f64"]),
    ("pc.t.f128", "128-bit float", &["f128"], &["f64"]),
    ("pc.t.bf16", "bfloat16 type", &["bf16"], &["f16"]),
    (
        "pc.t.any_complex",
        "complex-type",
        &["complex<f32>", "complex<i32>"],
        &["f32"],
    ),
    (
        "pc.t.complex_f32",
        "complex type with 32-bit float elements",
        &["complex<f32>"],
        &["complex<f64>", "f32"],
    ),
    (
        "pc.t.function",
        "function type",
        &["(i32) -> i32", "() -> ()"],
        &["i32"],
    ),
    (
        "pc.t.any_type_of",
        "32-bit signless integer or 32-bit float",
        &["i32", "f32"],
        &["i64", "f64"],
    ),
    (
        "pc.t.tensor_of",
        "tensor of 32-bit float values",
        &["tensor<2xf32>", "tensor<*xf32>", "tensor<f32>"],
        &["tensor<2xi32>", "vector<2xf32>", "memref<2xf32>", "f32"],
    ),
    (
        "pc.t.tensor_of_two",
        "tensor of 32-bit float or 64-bit float values",
        &["tensor<2xf32>", "tensor<2xf64>"],
        &["tensor<2xf16>"],
    ),
    (
        "pc.t.ranked_tensor_of",
        "ranked tensor of 32-bit signless integer values",
        &["tensor<2xi32>", "tensor<?x3xi32>", "tensor<i32>"],
        &["tensor<*xi32>", "tensor<2xi64>"],
    ),
    (
        "pc.t.vector_of",
        "vector of 32-bit float values",
        &["vector<2xf32>", "vector<[4]xf32>", "vector<f32>"],
        &["tensor<2xf32>", "vector<2xf64>"],
    ),
    (
        "pc.t.memref_of",
        "memref of 32-bit float values",
        &["memref<2xf32>", "memref<?xf32, 1>", "memref<f32>"],
        &["memref<*xf32>", "memref<2xf64>", "tensor<2xf32>"],
    ),
    (
        "pc.t.shaped_of",
        "shaped of 8-bit signless integer values",
        &[
            "tensor<2xi8>",
            "vector<2xi8>",
            "memref<2xi8>",
            "memref<*xi8>",
            "tensor<*xi8>",
        ],
        &["i8", "tensor<2xi16>"],
    ),
    (
        "pc.t.value_semantics_of",
        "container with value semantics of 1-bit signless integer values",
        &["tensor<2xi1>", "vector<2xi1>", "tensor<*xi1>"],
        &["memref<2xi1>", "i1"],
    ),
    (
        "pc.t.any_tensor",
        "tensor of any type values",
        &["tensor<*xf32>", "tensor<2xindex>", "tensor<complex<f32>>"],
        &["vector<2xf32>", "memref<2xf32>"],
    ),
    (
        "pc.t.any_ranked_tensor",
        "ranked tensor of any type values",
        &["tensor<2xf32>", "tensor<f32>"],
        &["tensor<*xf32>"],
    ),
    (
        "pc.t.any_vector",
        "vector of any type values",
        &["vector<2xf32>", "vector<f32>"],
        &["tensor<2xf32>"],
    ),
    (
        "pc.t.any_vector_any_rank",
        "vector of any type values",
        &["vector<2xf32>", "vector<f32>", "vector<[2]xi1>"],
        &["f32"],
    ),
    (
        "pc.t.any_memref",
        "memref of any type values",
        &["memref<2xf32>", "memref<?x?xi8, strided<[?, 1]>>"],
        &["memref<*xf32>", "tensor<2xf32>"],
    ),
    (
        "pc.t.any_shaped",
        "shaped of any type values",
        &[
            "tensor<2xf32>",
            "tensor<*xf32>",
            "vector<2xf32>",
            "memref<2xf32>",
            "memref<*xf32>",
        ],
        &["f32", "tuple<i32>"],
    ),
    (
        "pc.t.tuple_of",
        "tuple with any combination of 32-bit signless integer values",
        &["tuple<>", "tuple<i32>", "tuple<i32, i32>"],
        &["tuple<f32>", "tuple<i32, f32>", "tuple<tuple<i32>>", "i32"],
    ),
    (
        "pc.t.any_tuple",
        "tuple",
        &["tuple<>", "tuple<i32, f32>"],
        &["i32"],
    ),
    (
        "pc.t.bool_like",
        "bool-like",
        &["i1", "tensor<2xi1>", "vector<2xi1>", "tensor<*xi1>"],
        &["i8", "si1", "memref<2xi1>"],
    ),
    (
        "pc.t.signless_integer_like",
        "signless-integer",
        &["i32", "tensor<2xi8>", "vector<2xi64>"],
        &["index", "f32", "si32", "memref<2xi32>", "tensor<2xindex>"],
    ),
    (
        "pc.t.signless_integer_or_index_like",
        "signless-integer-like",
        &["i32", "index", "tensor<2xindex>", "vector<2xi8>"],
        &["f32", "ui8", "memref<2xindex>"],
    ),
    (
        "pc.t.float_like",
        "floating-point-like",
        &["f32", "tensor<2xbf16>", "vector<4xf16>"],
        &["i32", "memref<2xf32>", "complex<f32>"],
    ),
    (
        "pc.t.signless_integer_or_float_like",
        "signless-integer-like or floating-point-like",
        &["i32", "f32", "tensor<2xf32>", "vector<2xi8>"],
        &["index", "si8"],
    ),
    (
        "pc.t.signless_integer_or_index_or_float_like",
        "signless-integer-or-index-like or floating-point-like",
        &["index", "f32", "vector<2xindex>", "i8"],
        &["si32", "complex<f32>"],
    ),
    (
        "pc.t.i1_tensor",
        "tensor of 1-bit signless integer values",
        &["tensor<2xi1>"],
        &["tensor<2xi8>"],
    ),
    (
        "pc.t.i8_tensor",
        "tensor of 8-bit signless integer values",
        &["tensor<2xi8>"],
        &["tensor<2xsi8>"],
    ),
    (
        "pc.t.i16_tensor",
        "tensor of 16-bit signless integer values",
        &["tensor<2xi16>"],
        &["tensor<2xi32>"],
    ),
    (
        "pc.t.i32_tensor",
        "tensor of 32-bit signless integer values",
        &["tensor<*xi32>"],
        &["vector<2xi32>"],
    ),
    (
        "pc.t.i64_tensor",
        "tensor of 64-bit signless integer values",
        &["tensor<2xi64>"],
        &["tensor<2xindex>"],
    ),
    (
        "pc.t.index_tensor",
        "tensor of index values",
        &["tensor<2xindex>"],
        &["tensor<2xi64>"],
    ),
];

/// Attribute constraints: (op, summary, accepted values, rejected values). Summaries are MLIR
/// 22's (`CommonAttrConstraints.td`); `arith.constant` confirms that strings (and opaque
/// attributes) are `TypedAttr`s. Note: where the value has the wrong attribute *kind* for a
/// stored attribute (e.g. `1` for a StrAttr), mlir-opt reports `invalid properties ... in
/// property conversion` at parse time instead; ods_runtime does so only for constraints with
/// `storage_check` (`BoolAttr`, enum attributes: see `storage_checked_properties`) and
/// reports the constraint for the others.
const ATTRS: &[Case] = &[
    (
        "pc.a.any_attr",
        "any attribute",
        &["1", "\"s\"", "unit"],
        &[],
    ),
    (
        "pc.a.bool_attr",
        "bool attribute",
        &["true", "false", "1 : i1"],
        &[],
    ),
    ("pc.a.unit_attr", "unit attribute", &["unit"], &["true"]),
    (
        "pc.a.i1_attr",
        "1-bit signless integer attribute",
        &["true", "0 : i1"],
        &["1 : i8", "-1 : si1"],
    ),
    (
        "pc.a.i8_attr",
        "8-bit signless integer attribute",
        &["-3 : i8"],
        &["3 : i16", "3 : si8"],
    ),
    (
        "pc.a.i16_attr",
        "16-bit signless integer attribute",
        &["3 : i16"],
        &["3 : i8"],
    ),
    (
        "pc.a.i32_attr",
        "32-bit signless integer attribute",
        &["5 : i32"],
        &["5 : i64", "5 : si32", "5", "5.0 : f32"],
    ),
    (
        "pc.a.i64_attr",
        "64-bit signless integer attribute",
        &["5", "5 : i64"],
        &["5 : i32", "5 : index", "\"5\""],
    ),
    (
        "pc.a.si8_attr",
        "8-bit signed integer attribute",
        &["-1 : si8"],
        &["1 : i8", "1 : ui8"],
    ),
    (
        "pc.a.si16_attr",
        "16-bit signed integer attribute",
        &["-1 : si16"],
        &["1 : i16"],
    ),
    (
        "pc.a.si32_attr",
        "32-bit signed integer attribute",
        &["-1 : si32"],
        &["1 : i32"],
    ),
    (
        "pc.a.si64_attr",
        "64-bit signed integer attribute",
        &["-1 : si64"],
        &["1 : i64"],
    ),
    (
        "pc.a.ui8_attr",
        "8-bit unsigned integer attribute",
        &["255 : ui8"],
        &["1 : i8", "1 : si8"],
    ),
    (
        "pc.a.ui16_attr",
        "16-bit unsigned integer attribute",
        &["1 : ui16"],
        &["1 : i16"],
    ),
    (
        "pc.a.ui32_attr",
        "32-bit unsigned integer attribute",
        &["1 : ui32"],
        &["1 : i32"],
    ),
    (
        "pc.a.ui64_attr",
        "64-bit unsigned integer attribute",
        &["1 : ui64"],
        &["1 : i64"],
    ),
    (
        "pc.a.any_i32_attr",
        "32-bit integer attribute",
        &["1 : i32", "1 : si32", "1 : ui32"],
        &["1 : i64", "1.0 : f32"],
    ),
    (
        "pc.a.any_i64_attr",
        "64-bit integer attribute",
        &["1", "1 : si64", "1 : ui64"],
        &["1 : i32", "1 : index"],
    ),
    (
        "pc.a.any_integer_attr",
        "integer attribute",
        &["1 : i3", "1 : index", "true"],
        &["1.0 : f32"],
    ),
    (
        "pc.a.index_attr",
        "index attribute",
        &["3 : index"],
        &["3", "3 : i32"],
    ),
    (
        "pc.a.f32_attr",
        "32-bit float attribute",
        &["1.5 : f32"],
        &["1.5", "1.5 : bf16", "1 : i32"],
    ),
    (
        "pc.a.f64_attr",
        "64-bit float attribute",
        &["1.5", "1.5 : f64"],
        &["1.5 : f32", "1"],
    ),
    (
        "pc.a.any_float_attr",
        "floating-point attribute",
        &["1.5 : f16", "1.5 : bf16"],
        &["1"],
    ),
    (
        "pc.a.str_attr",
        "string attribute",
        &["\"x\"", "\"x\" : i32"],
        &["1", "@x", "unit"],
    ),
    (
        "pc.a.symbol_name_attr",
        "string attribute",
        &["\"x\""],
        &["@x"],
    ),
    (
        "pc.a.type_attr",
        "any type attribute",
        &["i32", "tensor<2xf32>"],
        &["1", "\"i32\""],
    ),
    (
        "pc.a.type_attr_of",
        "type attribute of 32-bit signless integer",
        &["i32"],
        &["i64", "1"],
    ),
    (
        "pc.a.array_attr",
        "array attribute",
        &["[]", "[1, \"a\"]"],
        &["array<i32: 1>", "1"],
    ),
    (
        "pc.a.dictionary_attr",
        "dictionary of named attribute values",
        &["{}", "{a = 1 : i64}"],
        &["[]"],
    ),
    (
        "pc.a.symbol_ref_attr",
        "symbol reference attribute",
        &["@a", "@a::@b"],
        &["\"a\""],
    ),
    (
        "pc.a.flat_symbol_ref_attr",
        "flat symbol reference attribute",
        &["@a"],
        &["@a::@b", "\"a\""],
    ),
    (
        "pc.a.typed_attr",
        "TypedAttr instance",
        &[
            "1",
            "1.0 : f32",
            "dense<1> : tensor<2xi32>",
            "\"s\"",
            "\"s\" : i32",
        ],
        &["[]", "unit", "i32", "array<i32: 1>", "@a"],
    ),
    (
        "pc.a.elements_attr",
        "constant vector/tensor attribute",
        &[
            "dense<1> : tensor<2xi32>",
            "dense<[1.0, 2.0]> : vector<2xf32>",
            "sparse<[[0]], [1]> : tensor<2xi32>",
        ],
        &["array<i32: 1>", "[1]", "1"],
    ),
    (
        "pc.a.dense_elements_attr",
        "constant vector/tensor attribute",
        &[
            "dense<1> : tensor<2xi32>",
            "dense<[1.0, 2.0]> : tensor<2xf32>",
        ],
        &["sparse<[[0]], [1]> : tensor<2xi32>", "array<i32: 1>"],
    ),
    (
        "pc.a.dense_bool_array",
        "i1 dense array attribute",
        &["array<i1: true, false>", "array<i1>"],
        &["array<i8: 1>", "[true]"],
    ),
    (
        "pc.a.dense_i8_array",
        "i8 dense array attribute",
        &["array<i8: -1, 2>"],
        &["array<i16: 1>"],
    ),
    (
        "pc.a.dense_i16_array",
        "i16 dense array attribute",
        &["array<i16: 1>"],
        &["array<i8: 1>"],
    ),
    (
        "pc.a.dense_i32_array",
        "i32 dense array attribute",
        &["array<i32: 1, 2>", "array<i32>"],
        &["array<i64: 1>", "[1 : i32]"],
    ),
    (
        "pc.a.dense_i64_array",
        "i64 dense array attribute",
        &["array<i64: 1>"],
        &["array<i32: 1>", "dense<1> : tensor<1xi64>"],
    ),
    (
        "pc.a.dense_f32_array",
        "f32 dense array attribute",
        &["array<f32: 1.0>"],
        &["array<f64: 1.0>", "array<i32: 1>"],
    ),
    (
        "pc.a.dense_f64_array",
        "f64 dense array attribute",
        &["array<f64: 1.0>"],
        &["array<f32: 1.0>"],
    ),
    (
        "pc.a.i32_array_attr",
        "32-bit integer array attribute",
        &["[1 : i32, 2 : i32]", "[]"],
        &["[1]", "[1 : i32, 2]", "array<i32: 1>"],
    ),
    (
        "pc.a.i64_array_attr",
        "64-bit integer array attribute",
        &["[1, 2]"],
        &["[1 : i32]", "[\"a\"]"],
    ),
    (
        "pc.a.str_array_attr",
        "string array attribute",
        &["[\"a\", \"b\"]", "[]"],
        &["[\"a\", 1]", "\"a\""],
    ),
    (
        "pc.a.type_array_attr",
        "type array attribute",
        &["[i32, f32]"],
        &["[1]"],
    ),
    (
        "pc.a.typed_array_attr",
        "f32 list",
        &["[1.0 : f32]", "[]"],
        &["[1.0]"],
    ),
];

/// `ConfinedAttr` predicates: (op, summary, accepted values, rejected values); summaries are
/// the base's then each predicate's, space-separated, as mlir-opt prints them
/// (`memref.alloc` alignment, `tosa.max_pool2d` kernel).
const CONFINED: &[Case] = &[
    (
        "pc.c.int_neq",
        "64-bit signless integer attribute whose value is not 0",
        &["1", "-1"],
        &["0"],
    ),
    (
        "pc.c.int_min",
        "64-bit signless integer attribute whose minimum value is 0",
        &["0", "9223372036854775807"],
        &["-1", "-9223372036854775808"],
    ),
    (
        "pc.c.int_max",
        "64-bit signless integer attribute whose maximum value is 10",
        &["10", "-5"],
        &["11"],
    ),
    (
        "pc.c.int_min_neg",
        "64-bit signless integer attribute whose minimum value is -3",
        &["-3"],
        &["-4"],
    ),
    (
        "pc.c.int_non_negative",
        "64-bit signless integer attribute whose value is non-negative",
        &["0", "1"],
        &["-1"],
    ),
    (
        "pc.c.int_positive",
        "64-bit signless integer attribute whose value is positive",
        &["1"],
        &["0", "-1"],
    ),
    (
        "pc.c.int_power_of_2",
        "64-bit signless integer attribute whose value is a power of two > 0",
        &[
            "1",
            "2",
            "64",
            "4611686018427387904",
            "-9223372036854775808",
        ],
        &["0", "3", "-4", "6"],
    ),
    (
        "pc.c.int_is_one_of",
        "64-bit signless integer attribute whose value is one of {1, 3}",
        &["1", "3"],
        &["2", "0"],
    ),
    (
        "pc.c.array_min_count",
        "array attribute with at least 1 elements",
        &["[1]", "[1, 2]"],
        &["[]"],
    ),
    (
        "pc.c.array_max_count",
        "array attribute with at most 2 elements",
        &["[]", "[1, 2]"],
        &["[1, 2, 3]"],
    ),
    (
        "pc.c.array_count",
        "array attribute with exactly 2 elements",
        &["[1, 2]"],
        &["[1]", "[1, 2, 3]"],
    ),
    (
        "pc.c.dense_array_count",
        "i32 dense array attribute with exactly 2 elements",
        &["array<i32: 1, 2>"],
        &["array<i32: 1>", "array<i32>"],
    ),
    (
        "pc.c.dense_array_min_ct",
        "i32 dense array attribute with at least 1 elements",
        &["array<i32: 1>"],
        &["array<i32>"],
    ),
    (
        "pc.c.dense_array_max_ct",
        "i32 dense array attribute with at most 2 elements",
        &["array<i32>", "array<i32: 1, 2>"],
        &["array<i32: 1, 2, 3>"],
    ),
    (
        "pc.c.dense_array_strictly_positive",
        "i64 dense array attribute whose value is positive",
        &["array<i64: 1, 2>", "array<i64>"],
        &["array<i64: 1, 0>", "array<i64: -1>"],
    ),
    (
        "pc.c.dense_array_non_negative",
        "i64 dense array attribute whose value is non-negative",
        &["array<i64: 0, 2>"],
        &["array<i64: 0, -1>"],
    ),
    (
        "pc.c.dense_array_sorted",
        "i64 dense array attribute should be in non-decreasing order",
        &["array<i64: 1, 1, 2>", "array<i64>", "array<i64: -5, 3>"],
        &["array<i64: 2, 1>"],
    ),
    (
        "pc.c.dense_array_strictly_sorted",
        "i64 dense array attribute should be in increasing order",
        &["array<i64: 1, 2>", "array<i64>"],
        &["array<i64: 1, 1>", "array<i64: 2, 1>"],
    ),
    (
        "pc.c.dense_i32_sorted",
        "i32 dense array attribute should be in non-decreasing order",
        &["array<i32: -2, -1>"],
        &["array<i32: -1, -2>"],
    ),
    (
        "pc.c.nth_eq",
        "64-bit integer array attribute whose 1-th element must be 5",
        &["[0, 5]", "[0, 5, 7]"],
        &["[5]", "[0, 4]", "[]"],
    ),
    (
        "pc.c.nth_min",
        "64-bit integer array attribute whose 0-th element must be at least 2",
        &["[2]", "[3, 0]"],
        &["[1]", "[]"],
    ),
    (
        "pc.c.nth_max",
        "64-bit integer array attribute whose 0-th element must be at most 2",
        &["[2]", "[-3]"],
        &["[3]", "[]"],
    ),
    (
        "pc.c.nth_in_range",
        "64-bit integer array attribute whose 0-th element must be at least 1 and at most 3",
        &["[1]", "[3, 9]"],
        &["[0]", "[4]", "[]"],
    ),
    (
        "pc.c.two_preds",
        "64-bit signless integer attribute whose minimum value is 0 whose maximum value is 10",
        &["0", "10"],
        &["-1", "11"],
    ),
];

/// Asserts every case of `table`; returns the number of assertions made.
fn run_table(
    table: &[Case],
    ir: fn(&str, &str) -> String,
    message: fn(&str, &str, &str) -> String,
) -> usize {
    let mut failures = Vec::new();
    let mut n = 0;
    for (op, summary, good, bad) in table {
        for v in good.iter() {
            n += 1;
            if let Err(e) = check(&ir(op, v)) {
                failures.push(format!("{op} should accept {v}: {e}"));
            }
        }
        for v in bad.iter() {
            n += 1;
            let want = message(op, summary, v);
            match check(&ir(op, v)) {
                Ok(()) => failures.push(format!("{op} should reject {v}")),
                Err(e) if e != want => {
                    failures.push(format!("{op} on {v}:\n  got  {e}\n  want {want}"))
                }
                Err(_) => {}
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    n
}

#[test]
fn type_constraints() {
    let n = run_table(TYPES, type_ir, |op, summary, ty| {
        format!("k.mlir:3:3: error: '{op}' op operand #0 must be {summary}, but got '{ty}'")
    });
    assert!(n > 200, "{n}");
}

#[test]
fn attribute_constraints() {
    run_table(ATTRS, attr_ir, |op, summary, _| {
        format!(
            "k.mlir:2:3: error: '{op}' op attribute 'v' failed to satisfy constraint: {summary}"
        )
    });
}

/// Constraints with `storage_check` reject a property of another attribute kind while parsing,
/// as mlir-opt's property conversion does.
#[test]
fn storage_checked_properties() {
    for (v, shown) in [("1 : i8", "1 : i8"), ("unit", "unit"), ("1", "1 : i64")] {
        let text = in_module(&format!(
            "  \"pc.a.bool_attr\"() <{{v = {v}}}> : () -> ()\n"
        ));
        let dict = if v == "unit" {
            "{v}".to_string()
        } else {
            format!("{{v = {shown}}}")
        };
        assert_eq!(
            check(&text),
            Err(format!("k.mlir:2:3: error: invalid properties {dict} for op pc.a.bool_attr: Invalid attribute `v` in property conversion: {shown}"))
        );
    }
}

#[test]
fn confined_attr_predicates() {
    run_table(CONFINED, attr_ir, |op, summary, _| {
        format!(
            "k.mlir:2:3: error: '{op}' op attribute 'v' failed to satisfy constraint: {summary}"
        )
    });
}

#[test]
fn property_conversion() {
    // (op, value of the wrong kind for the property's storage); as mlir-opt does for
    // `arith.cmpi <{predicate = "eq"}>` or `cf.assert <{msg = 3 : i32}>`
    let wrong_kind: &[(&str, &str, &str)] = &[
        ("pc.a.bool_attr", "1 : i8", "1 : i8"),
        ("pc.a.unit_attr", "true", "true"),
        ("pc.a.i32_attr", "5.0 : f32", "5.000000e+00 : f32"),
        ("pc.a.i64_attr", "\"5\"", "\"5\""),
        ("pc.a.str_attr", "1", "1 : i64"),
        ("pc.a.typed_attr", "[]", "[]"),
    ];
    for (op, v, printed) in wrong_kind {
        assert_eq!(
            check(&prop_ir(op, v)),
            Err(format!("k.mlir:2:3: error: invalid properties {{v = {printed}}} for op {op}: Invalid attribute `v` in property conversion: {printed}")),
        );
    }
    // the right kind but not the constraint: left to the verifier
    assert_eq!(
        check(&prop_ir("pc.a.i32_attr", "5 : i64")),
        Err("k.mlir:2:3: error: 'pc.a.i32_attr' op attribute 'v' failed to satisfy constraint: 32-bit signless integer attribute".to_string())
    );
    assert_eq!(check(&prop_ir("pc.a.i32_attr", "5 : i32")), Ok(()));
}

#[test]
fn full_diagnostics() {
    // The whole output for one case of each table: location, source line, caret and the note.
    assert_eq!(
        stderr(&type_ir("pc.t.float_like", "i32")),
        "k.mlir:3:3: error: 'pc.t.float_like' op operand #0 must be floating-point-like, but got 'i32'\n  \"pc.t.float_like\"(%x) : (i32) -> ()\n  ^\nk.mlir:3:3: note: see current operation: \"pc.t.float_like\"(%arg0) : (i32) -> ()\n"
    );
    // checked while parsing: no note
    assert_eq!(
        stderr(&attr_ir("pc.a.typed_attr", "[]")),
        "k.mlir:2:3: error: 'pc.a.typed_attr' op attribute 'v' failed to satisfy constraint: TypedAttr instance\n  \"pc.a.typed_attr\"() {v = []} : () -> ()\n  ^\n"
    );
    // a property of the right kind is checked by the verifier: with the note
    assert_eq!(
        stderr(&prop_ir("pc.c.dense_array_sorted", "array<i64: 2, 1>")),
        "k.mlir:2:3: error: 'pc.c.dense_array_sorted' op attribute 'v' failed to satisfy constraint: i64 dense array attribute should be in non-decreasing order\n  \"pc.c.dense_array_sorted\"() <{v = array<i64: 2, 1>}> : () -> ()\n  ^\nk.mlir:2:3: note: see current operation: \"pc.c.dense_array_sorted\"() <{v = array<i64: 2, 1>}> : () -> ()\n"
    );
    // a missing required attribute
    assert_eq!(
        check("\"pc.module\"() ({\n  \"pc.a.i32_attr\"() : () -> ()\n}) : () -> ()\n"),
        Err("k.mlir:2:3: error: 'pc.a.i32_attr' op requires attribute 'v'".to_string())
    );
}

/// Parses `text` into a fresh context with `pc` registered; returns the top-level module.
fn parse(text: &str) -> (Context, Op) {
    let mut ctx = Context::new();
    pc::register(&mut ctx);
    let top = ods_runtime::text::parser::ops::parse_source(
        &mut ctx,
        text.as_bytes(),
        0,
        "k.mlir",
        1,
        true,
    )
    .unwrap_or_else(|d| panic!("parse failed: {d:?}"));
    (ctx, top)
}

/// The generic form of `op` (printed alone).
fn generic(ctx: &Context, op: Op) -> String {
    print_op_local(
        ctx,
        op,
        PrintFlags {
            generic: true,
            ..PrintFlags::default()
        },
    )
}

/// The ops of the first block of the first region of the first op in `top` (the `pc.module`).
fn body_ops(ctx: &Context, top: Op) -> Vec<Op> {
    let module = ctx
        .ir
        .region_blocks(ctx.ir.op(top).regions[0])
        .flat_map(|b| ctx.ir.block_ops(b))
        .next()
        .expect("pc.module");
    let region = ctx.ir.op(module).regions[0];
    let block = ctx.ir.region_blocks(region).next().expect("block");
    ctx.ir.block_ops(block).collect()
}

const PROPS: &str = r#""pc.module"() ({
  "pc.props"() <{arr = [1, 2], b = true, dflt = 9 : i64, i32p = -1 : i32, i64p = 2 : i64, mode = 1 : i32, opt = 3 : i64, s = "x", u}> : () -> ()
  "pc.props"() <{arr = [], b = false, dflt = 7 : i64, i32p = 1 : i32, i64p = 2 : i64, mode = 0 : i32, s = ""}> : () -> ()
}) : () -> ()
"#;

#[test]
fn properties_round_trip() {
    let (out, err, code) = opt(&["--mlir-print-op-generic"], PROPS);
    assert_eq!((err.as_str(), code), ("", 0));
    assert_eq!(
        out,
        "\"builtin.module\"() ({\n  \"pc.module\"() ({\n    \"pc.props\"() <{arr = [1, 2], b = true, dflt = 9 : i64, i32p = -1 : i32, i64p = 2 : i64, mode = 1 : i32, opt = 3 : i64, s = \"x\", u}> : () -> ()\n    \"pc.props\"() <{arr = [], b = false, dflt = 7 : i64, i32p = 1 : i32, i64p = 2 : i64, mode = 0 : i32, s = \"\", u = false}> : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n"
    );
    let (mut ctx, top) = parse(PROPS);
    let ops = body_ops(&ctx, top);
    let full = pc::PropsOp::from_op(&ctx, ops[0]).expect("pc.props");
    assert_eq!(full.i32p(&ctx), -1);
    assert_eq!(full.i64p(&ctx), 2);
    assert_eq!(full.s(&ctx), "x");
    assert!(full.b(&ctx));
    assert!(full.u(&ctx));
    assert_eq!(
        ods_runtime::ods::preds::int_array_values(&ctx, full.arr(&ctx)),
        vec![1, 2]
    );
    assert_eq!(full.opt(&ctx), Some(3));
    assert_eq!(full.dflt(&ctx), 9);
    assert_eq!(full.mode(&ctx), pc::Mode::Safe);
    let bare = pc::PropsOp::from_op(&ctx, ops[1]).expect("pc.props");
    assert_eq!(bare.i32p(&ctx), 1);
    assert_eq!(bare.s(&ctx), "");
    assert!(!bare.b(&ctx));
    assert!(!bare.u(&ctx));
    // a `UnitProp` that is not set holds `false` (MLIR 22 prints it `u = false`)
    assert!(bare
        .u_attr(&ctx)
        .is_some_and(|a| ods_runtime::ods::preds::is_bool_attr(&ctx, a)));
    assert_eq!(bare.opt(&ctx), None);
    assert_eq!(bare.dflt(&ctx), 7);
    assert_eq!(bare.mode(&ctx), pc::Mode::Fast);
    // typed builder and generic form
    let loc = ctx.ir.op(ops[0]).loc;
    let empty = ods_runtime::ods::preds::array_attr(&mut ctx, vec![]);
    let built = pc::PropsOp::build_full(
        &mut ctx,
        loc,
        5,
        -6,
        "t",
        true,
        false,
        empty,
        None,
        Some(8),
        pc::Mode::Safe,
    );
    assert_eq!(
        generic(&ctx, built.op()),
        "\"pc.props\"() <{arr = [], b = true, dflt = 8 : i64, i32p = 5 : i32, i64p = -6 : i64, mode = 1 : i32, s = \"t\", u = false}> : () -> ()"
    );
    // setters
    built.set_mode(&mut ctx, pc::Mode::Fast);
    assert_eq!(built.mode(&ctx), pc::Mode::Fast);
}

#[test]
fn property_errors() {
    let ir = |props: &str| {
        format!("\"pc.module\"() ({{\n  \"pc.props\"() <{{{props}}}> : () -> ()\n}}) : () -> ()\n")
    };
    let base = "arr = [1], b = true, i32p = 1 : i32, i64p = 2 : i64, mode = 1 : i32, s = \"x\"";
    assert_eq!(check(&ir(base)), Ok(()));
    let cases: &[(&str, &str, &str)] = &[
        ("i32p = 1 : i32", "i32p = 1 : i64", "property 'i32p' failed to satisfy constraint: 32-bit signless integer"),
        ("i64p = 2 : i64", "i64p = 2 : i32", "property 'i64p' failed to satisfy constraint: 64-bit signless integer"),
        ("s = \"x\"", "s = 1", "property 's' failed to satisfy constraint: string"),
        ("b = true", "b = 1 : i32", "property 'b' failed to satisfy constraint: bool"),
        ("arr = [1]", "arr = [1 : i32]", "property 'arr' failed to satisfy constraint: array of 64-bit signless integer"),
        ("mode = 1 : i32", "mode = 5 : i32", "property 'mode' failed to satisfy constraint: allowed 32-bit signless integer cases: 0, 1"),
        ("i64p = 2 : i64, ", "", "requires property 'i64p'"),
    ];
    for (from, to, msg) in cases {
        assert_eq!(
            check(&ir(&base.replace(from, to))),
            Err(format!("k.mlir:2:3: error: 'pc.props' op {msg}")),
            "{to}"
        );
    }
    assert_eq!(
        check(&ir(&format!("{base}, u = 1 : i32"))),
        Err("k.mlir:2:3: error: 'pc.props' op property 'u' failed to satisfy constraint: unit property".to_string())
    );
    assert_eq!(
        check(&ir(&format!("{base}, opt = \"no\""))),
        Err("k.mlir:2:3: error: 'pc.props' op property 'opt' failed to satisfy constraint: 64-bit signless integer".to_string())
    );
}

/// `pc.module` holding `body` (lines indented by two).
fn in_module(body: &str) -> String {
    format!("\"pc.module\"() ({{\n{body}}}) : () -> ()\n")
}

#[test]
fn region_constraints() {
    let two_blocks =
        "({\n  ^bb0:\n    \"pc.ret\"() : () -> ()\n  ^bb1:\n    \"pc.ret\"() : () -> ()\n  })";
    let one_block = "({\n    \"pc.ret\"() : () -> ()\n  })";
    let two_region =
        "{\n  ^bb0:\n    \"pc.ret\"() : () -> ()\n  ^bb1:\n    \"pc.ret\"() : () -> ()\n  }";
    let one_region = "{\n    \"pc.ret\"() : () -> ()\n  }";
    let good = [
        format!("  \"pc.r.any\"() {two_blocks} : () -> ()\n"),
        "  \"pc.r.any\"() ({}) : () -> ()\n".to_string(),
        format!("  \"pc.r.sized\"() {two_blocks} : () -> ()\n"),
        format!("  \"pc.r.min\"() {one_block} : () -> ()\n"),
        format!("  \"pc.r.min\"() {two_blocks} : () -> ()\n"),
        "  \"pc.r.max\"() ({}) : () -> ()\n".to_string(),
        format!("  \"pc.r.max\"() {one_block} : () -> ()\n"),
        "  \"pc.r.variadic\"() ({}) : () -> ()\n".to_string(),
        format!("  \"pc.r.variadic\"() ({{}}, {{}}, {one_region}) : () -> ()\n"),
    ];
    for g in &good {
        assert_eq!(check(&in_module(g)), Ok(()), "{g}");
    }
    let bad = [
        (format!("  \"pc.r.sized\"() {one_block} : () -> ()\n"), "'pc.r.sized' op region #0 ('r') failed to verify constraint: region with 2 blocks"),
        ("  \"pc.r.sized\"() ({}) : () -> ()\n".to_string(), "'pc.r.sized' op region #0 ('r') failed to verify constraint: region with 2 blocks"),
        ("  \"pc.r.min\"() ({}) : () -> ()\n".to_string(), "'pc.r.min' op region #0 ('r') failed to verify constraint: region with at least 1 blocks"),
        (format!("  \"pc.r.max\"() {two_blocks} : () -> ()\n"), "'pc.r.max' op region #0 ('r') failed to verify constraint: region with at most 1 blocks"),
        (format!("  \"pc.r.variadic\"() ({{}}, {{}}, {two_region}) : () -> ()\n"), "'pc.r.variadic' op region #2 ('rest') failed to verify constraint: region with at most 1 blocks"),
        ("  \"pc.r.any\"() : () -> ()\n".to_string(), "'pc.r.any' op requires one region"),
        ("  \"pc.r.any\"() ({}, {}) : () -> ()\n".to_string(), "'pc.r.any' op requires one region"),
        ("  \"pc.r.variadic\"() : () -> ()\n".to_string(), "'pc.r.variadic' op expected 1 or more regions"),
    ];
    for (b, msg) in &bad {
        assert_eq!(
            check(&in_module(b)),
            Err(format!("k.mlir:2:3: error: {msg}")),
            "{b}"
        );
    }
}

#[test]
fn successor_constraints() {
    let graph = |body: &str| format!("\"pc.graph\"() ({{\n{body}}}) : () -> ()\n");
    assert_eq!(
        check(&graph("  \"pc.s.any\"()[^bb1] : () -> ()\n^bb1:\n  \"pc.s.variadic\"()[^bb1, ^bb2, ^bb2] : () -> ()\n^bb2:\n  \"pc.s.variadic\"()[^bb1] : () -> ()\n")),
        Ok(())
    );
    let bad = [
        (
            "  \"pc.s.any\"() : () -> ()\n",
            "'pc.s.any' op requires 1 successor but found 0",
        ),
        (
            "  \"pc.s.any\"()[^bb1, ^bb1] : () -> ()\n^bb1:\n  \"pc.ret\"() : () -> ()\n",
            "'pc.s.any' op requires 1 successor but found 2",
        ),
        (
            "  \"pc.s.variadic\"() : () -> ()\n",
            "'pc.s.variadic' op requires at least 1 successors but found 0",
        ),
    ];
    for (b, msg) in bad {
        assert_eq!(
            check(&graph(b)),
            Err(format!("k.mlir:2:3: error: {msg}")),
            "{b}"
        );
    }
}

/// Block arguments available to the trait cases.
const VALUES: &str = "^bb0(%i: i32, %f: f32, %t: tensor<2xf32>, %ti: tensor<2xi32>, %v: vector<2xf32>, %t3: tensor<3xf32>, %u: tensor<*xf32>, %m: tensor<2x2xf32>):\n";

#[test]
fn type_relation_traits() {
    let ir = |line: &str| in_module(&format!("{VALUES}  {line}\n"));
    let good = [
        "%0 = \"pc.same_elem_all\"(%t, %f) : (tensor<2xf32>, f32) -> vector<3xf32>",
        "\"pc.same_elem_ops\"(%t, %v) : (tensor<2xf32>, vector<2xf32>) -> ()",
        "%0 = \"pc.same_shape_all\"(%t, %ti) : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xi1>",
        "%0 = \"pc.same_shape_all\"(%t, %u) : (tensor<2xf32>, tensor<*xf32>) -> tensor<?xf32>",
        "\"pc.same_shape_ops\"(%t, %v) : (tensor<2xf32>, vector<2xf32>) -> ()",
        "%0 = \"pc.same_rank\"(%t, %t3) : (tensor<2xf32>, tensor<3xf32>) -> tensor<5xi8>",
        "%0 = \"pc.same_rank\"(%i, %f) : (i32, f32) -> i1",
        "%0 = \"pc.same_rank\"(%t, %u) : (tensor<2xf32>, tensor<*xf32>) -> tensor<1xi8>",
        "\"pc.ranks\"(%t, %t3) : (tensor<2xf32>, tensor<3xf32>) -> ()",
        "%0:2 = \"pc.results_bool\"() : () -> (i1, tensor<2xi1>)",
        "%0 = \"pc.results_float\"() : () -> vector<2xf16>",
        "%0:2 = \"pc.results_int\"() : () -> (tensor<2xi8>, index)",
        "\"pc.operands_float\"(%f, %t) : (f32, tensor<2xf32>) -> ()",
        "\"pc.operands_int\"(%i, %ti) : (i32, tensor<2xi32>) -> ()",
        "%0 = \"pc.elementwise\"(%t, %f) : (tensor<2xf32>, f32) -> tensor<2xi1>",
        "%0 = \"pc.elementwise\"(%i, %f) : (i32, f32) -> i1",
        "\"pc.no_region_args\"() ({\n    \"pc.ret\"() : () -> ()\n  }, {\n  }) : () -> ()",
        "%0:4 = \"pc.same_var_results\"() : () -> (i32, i32, f32, f32)",
        "\"pc.same_var_results\"() : () -> ()",
    ];
    for g in good {
        assert_eq!(check(&ir(g)), Ok(()), "{g}");
    }
    let bad = [
        ("%0 = \"pc.same_elem_all\"(%t, %i) : (tensor<2xf32>, i32) -> f32", 8, "'pc.same_elem_all' op requires the same element type for all operands and results"),
        ("%0 = \"pc.same_elem_all\"(%t, %t) : (tensor<2xf32>, tensor<2xf32>) -> i32", 8, "'pc.same_elem_all' op requires the same element type for all operands and results"),
        ("\"pc.same_elem_ops\"(%t, %i) : (tensor<2xf32>, i32) -> ()", 3, "'pc.same_elem_ops' op requires the same element type for all operands"),
        ("%0 = \"pc.same_shape_all\"(%t, %t3) : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>", 8, "'pc.same_shape_all' op requires the same shape for all operands and results"),
        ("%0 = \"pc.same_shape_all\"(%t, %t) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2x1xf32>", 8, "'pc.same_shape_all' op requires the same shape for all operands and results"),
        ("\"pc.same_shape_ops\"(%t, %m) : (tensor<2xf32>, tensor<2x2xf32>) -> ()", 3, "'pc.same_shape_ops' op requires the same shape for all operands"),
        ("%0 = \"pc.same_rank\"(%t, %m) : (tensor<2xf32>, tensor<2x2xf32>) -> tensor<2xf32>", 8, "'pc.same_rank' op operands don't have matching ranks"),
        // mlir-opt: shard.all_gather (SameOperandsAndResultRank) says the same
        ("%0 = \"pc.same_rank\"(%t, %t) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>", 8, "'pc.same_rank' op result type has different rank than operands"),
        ("\"pc.ranks\"(%t, %m) : (tensor<2xf32>, tensor<2x2xf32>) -> ()", 3, "'pc.ranks' op failed to verify that all of {a, b} have same rank"),
        ("%0:2 = \"pc.results_bool\"() : () -> (i1, i8)", 10, "'pc.results_bool' op requires a bool result type"),
        ("%0 = \"pc.results_float\"() : () -> i32", 8, "'pc.results_float' op requires a floating point type"),
        ("%0 = \"pc.results_int\"() : () -> f32", 8, "'pc.results_int' op requires an integer or index type"),
        ("\"pc.operands_float\"(%i) : (i32) -> ()", 3, "'pc.operands_float' op requires float types"),
        ("\"pc.operands_int\"(%f) : (f32) -> ()", 3, "'pc.operands_int' op requires an integer or index type"),
        ("%0 = \"pc.elementwise\"(%t, %f) : (tensor<2xf32>, f32) -> f32", 8, "'pc.elementwise' op if an operand is non-scalar, then there must be at least one non-scalar result"),
        ("%0 = \"pc.elementwise\"(%f) : (f32) -> tensor<2xf32>", 8, "'pc.elementwise' op if a result is non-scalar, then at least one operand must be non-scalar"),
        ("%0:2 = \"pc.elementwise\"(%t) : (tensor<2xf32>) -> (tensor<2xf32>, f32)", 10, "'pc.elementwise' op if an operand is non-scalar, then all results must be non-scalar"),
        ("%0 = \"pc.elementwise\"(%t, %t3) : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>", 8, "'pc.elementwise' op all non-scalar operands/results must have the same shape and base type"),
        ("\"pc.no_region_args\"() ({\n  ^bb0(%x: i32):\n    \"pc.ret\"() : () -> ()\n  }) : () -> ()", 3, "'pc.no_region_args' op region should have no arguments"),
        ("\"pc.no_region_args\"() ({\n  }, {\n  ^bb0(%x: i32):\n    \"pc.ret\"() : () -> ()\n  }) : () -> ()", 3, "'pc.no_region_args' op region #1 should have no arguments"),
        // a variadic group's summary is "variadic of ..." as in mlir-opt (`affine.delinearize_index`)
        ("%0:2 = \"pc.same_var_results\"() : () -> (f32, i32)", 10, "'pc.same_var_results' op result #0 must be variadic of 32-bit signless integer, but got 'f32'"),
    ];
    for (b, col, msg) in bad {
        assert_eq!(
            check(&ir(b)),
            Err(format!("k.mlir:3:{col}: error: {msg}")),
            "{b}"
        );
    }
}

#[test]
fn dependent_dialects_are_registered() {
    let mut ctx = Context::new();
    let registered = |ctx: &Context, ns: &str| {
        ctx.lookup_symbol(ns)
            .and_then(|s| ctx.registry.dialect(s))
            .is_some()
    };
    assert!(!registered(&ctx, "kitchen"));
    pc::register(&mut ctx);
    assert!(registered(&ctx, "pc"));
    assert!(registered(&ctx, "kitchen"));
    // kitchen (the dependent dialect) is registered by pc's register function
    let (_, _, code) = opt(&[], "\"kitchen.nested\"() : () -> ()\n");
    assert_eq!(
        code, 1,
        "kitchen.nested needs a kitchen.func or kitchen.module parent"
    );
    let (out, err, code) = opt(
        &[],
        "\"kitchen.module\"() ({\n  \"kitchen.nested\"() : () -> ()\n}) : () -> ()\n",
    );
    assert_eq!((err.as_str(), code), ("", 0));
    assert_eq!(out, "module {\n  \"kitchen.module\"() ({\n    \"kitchen.nested\"() : () -> ()\n  }) : () -> ()\n}\n\n");
    // and registering twice is harmless
    pc::register(&mut ctx);
    pc::PcDialect::register(&mut ctx);
}

/// Runs the driver on `text` with the `np` dialect (`use_properties false`).
fn opt_np(args: &[&str], text: &str) -> (String, String, i32) {
    let mut all: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    all.push("k.mlir".to_string());
    let opts = Options::parse(all).expect("options");
    let out = run(&opts, text.as_bytes(), pc::no_props::register);
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.code,
    )
}

#[test]
fn use_properties_false_keeps_attributes_in_the_dictionary() {
    let text = "\"test.host\"() ({\n^bb0(%a: i32):\n  \"np.attrs\"() <{p = 3 : i64}> {o = \"s\", v = 1 : i64} : () -> ()\n  \"np.seg\"(%a, %a, %a) {operandSegmentSizes = array<i32: 1, 2>} : (i32, i32, i32) -> ()\n}) : () -> ()\n";
    let (out, err, code) = opt_np(
        &["--mlir-print-op-generic", "--allow-unregistered-dialect"],
        text,
    );
    assert_eq!((err.as_str(), code), ("", 0));
    assert_eq!(
        out,
        "\"builtin.module\"() ({\n  \"test.host\"() ({\n  ^bb0(%arg0: i32):\n    \"np.attrs\"() <{p = 3 : i64}> {o = \"s\", v = 1 : i64} : () -> ()\n    \"np.seg\"(%arg0, %arg0, %arg0) {operandSegmentSizes = array<i32: 1, 2>} : (i32, i32, i32) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n"
    );
    // verification reads the dictionary
    let bad = "\"np.attrs\"() <{p = 3 : i64}> {v = 1 : i32} : () -> ()\n";
    let (_, err, code) = opt_np(&[], bad);
    assert_eq!(code, 1);
    assert_eq!(
        err.lines().next(),
        Some("k.mlir:1:1: error: 'np.attrs' op attribute 'v' failed to satisfy constraint: 64-bit signless integer attribute")
    );
    let (_, err, _) = opt_np(&[], "\"np.attrs\"() <{p = 3 : i64}> : () -> ()\n");
    assert_eq!(
        err.lines().next(),
        Some("k.mlir:1:1: error: 'np.attrs' op requires attribute 'v'")
    );
    let (_, err, _) = opt_np(&[], "\"np.attrs\"() {v = 1 : i64} : () -> ()\n");
    assert_eq!(
        err.lines().next(),
        Some("k.mlir:1:1: error: 'np.attrs' op requires property 'p'")
    );
    let (_, err, _) = opt_np(
        &["--allow-unregistered-dialect"],
        "\"test.host\"() ({\n^bb0(%a: i32):\n  \"np.seg\"(%a) : (i32) -> ()\n}) : () -> ()\n",
    );
    assert_eq!(err.lines().next(), Some("k.mlir:3:3: error: 'np.seg' op requires dense i32 array attribute 'operandSegmentSizes'"));
    // typed getters read the dictionary too
    let mut ctx = Context::new();
    pc::no_props::register(&mut ctx);
    let top = ods_runtime::text::parser::ops::parse_source(
        &mut ctx,
        b"\"np.attrs\"() <{p = 3 : i64}> {v = 5 : i64} : () -> ()",
        0,
        "k.mlir",
        1,
        true,
    )
    .unwrap_or_else(|d| panic!("{d:?}"));
    let block = ctx
        .ir
        .region_blocks(ctx.ir.op(top).regions[0])
        .next()
        .expect("block");
    let op = ctx.ir.block_ops(block).next().expect("op");
    let a = pc::no_props::AttrsOp::from_op(&ctx, op).expect("np.attrs");
    assert_eq!(a.v(&ctx), 5);
    assert_eq!(a.o(&ctx), None);
    assert_eq!(a.d(&ctx), 7);
    assert_eq!(a.p(&ctx), 3);
}

#[test]
fn attribute_builders_and_getters() {
    let (mut ctx, top) = parse(&in_module(""));
    let loc = ctx.ir.op(top).loc;
    let check_op = |ctx: &mut Context, op: Op, want: &str| {
        let text = generic(ctx, op);
        assert_eq!(text, want);
        // what the builder made verifies and reads back the same
        let (_, err, code) = opt(&[], &in_module(&format!("  {text}\n")));
        assert_eq!((err.as_str(), code), ("", 0), "{want}");
    };
    let op = pc::AI1AttrOp::build(&mut ctx, loc, true);
    assert!(op.v(&ctx));
    check_op(
        &mut ctx,
        op.op(),
        "\"pc.a.i1_attr\"() <{v = true}> : () -> ()",
    );
    let op = pc::ABoolAttrOp::build(&mut ctx, loc, false);
    assert!(!op.v(&ctx));
    check_op(
        &mut ctx,
        op.op(),
        "\"pc.a.bool_attr\"() <{v = false}> : () -> ()",
    );
    let op = pc::AUnitAttrOp::build_full(&mut ctx, loc, true);
    assert!(op.v(&ctx));
    check_op(&mut ctx, op.op(), "\"pc.a.unit_attr\"() <{v}> : () -> ()");
    let op = pc::AI32AttrOp::build(&mut ctx, loc, -5);
    assert_eq!(op.v(&ctx), -5);
    check_op(
        &mut ctx,
        op.op(),
        "\"pc.a.i32_attr\"() <{v = -5 : i32}> : () -> ()",
    );
    let op = pc::ASi8AttrOp::build(&mut ctx, loc, -1);
    assert_eq!(op.v(&ctx), -1);
    check_op(
        &mut ctx,
        op.op(),
        "\"pc.a.si8_attr\"() <{v = -1 : si8}> : () -> ()",
    );
    let op = pc::AUi8AttrOp::build(&mut ctx, loc, 255);
    assert_eq!(op.v(&ctx), 255);
    check_op(
        &mut ctx,
        op.op(),
        "\"pc.a.ui8_attr\"() <{v = 255 : ui8}> : () -> ()",
    );
    let op = pc::AUi64AttrOp::build(&mut ctx, loc, u64::MAX);
    assert_eq!(op.v(&ctx), u64::MAX);
    check_op(
        &mut ctx,
        op.op(),
        "\"pc.a.ui64_attr\"() <{v = 18446744073709551615 : ui64}> : () -> ()",
    );
    let op = pc::AIndexAttrOp::build(&mut ctx, loc, 3);
    assert_eq!(op.v(&ctx), 3);
    check_op(
        &mut ctx,
        op.op(),
        "\"pc.a.index_attr\"() <{v = 3 : index}> : () -> ()",
    );
    let op = pc::AF32AttrOp::build(&mut ctx, loc, 1.5);
    assert_eq!(op.v(&ctx), 1.5);
    check_op(
        &mut ctx,
        op.op(),
        "\"pc.a.f32_attr\"() <{v = 1.500000e+00 : f32}> : () -> ()",
    );
    let op = pc::AF64AttrOp::build(&mut ctx, loc, -0.25);
    assert_eq!(op.v(&ctx), -0.25);
    check_op(
        &mut ctx,
        op.op(),
        "\"pc.a.f64_attr\"() <{v = -2.500000e-01 : f64}> : () -> ()",
    );
    let op = pc::AStrAttrOp::build(&mut ctx, loc, "a\"b");
    assert_eq!(op.v(&ctx), "a\"b");
    check_op(
        &mut ctx,
        op.op(),
        "\"pc.a.str_attr\"() <{v = \"a\\22b\"}> : () -> ()",
    );
    let op = pc::AFlatSymbolRefAttrOp::build(&mut ctx, loc, "fn");
    assert_eq!(op.v(&ctx), "fn");
    check_op(
        &mut ctx,
        op.op(),
        "\"pc.a.flat_symbol_ref_attr\"() <{v = @fn}> : () -> ()",
    );
    let i32t = ods_runtime::ods::preds::int_type(&mut ctx, 32);
    let op = pc::ATypeAttrOp::build(&mut ctx, loc, i32t);
    assert_eq!(op.v(&ctx), i32t);
    check_op(
        &mut ctx,
        op.op(),
        "\"pc.a.type_attr\"() <{v = i32}> : () -> ()",
    );
    let op = pc::ADenseI64ArrayOp::build(&mut ctx, loc, vec![1, -2]);
    assert_eq!(op.v(&ctx), vec![1, -2]);
    check_op(
        &mut ctx,
        op.op(),
        "\"pc.a.dense_i64_array\"() <{v = array<i64: 1, -2>}> : () -> ()",
    );
    let op = pc::ADenseI32ArrayOp::build(&mut ctx, loc, vec![]);
    assert_eq!(op.v(&ctx), Vec::<i32>::new());
    check_op(
        &mut ctx,
        op.op(),
        "\"pc.a.dense_i32_array\"() <{v = array<i32>}> : () -> ()",
    );
    let op = pc::ADenseBoolArrayOp::build(&mut ctx, loc, vec![true, false]);
    assert_eq!(op.v(&ctx), vec![true, false]);
    check_op(
        &mut ctx,
        op.op(),
        "\"pc.a.dense_bool_array\"() <{v = array<i1: true, false>}> : () -> ()",
    );
    let op = pc::AI64ArrayAttrOp::build(&mut ctx, loc, vec![4, 5]);
    assert_eq!(op.v(&ctx), vec![4, 5]);
    check_op(
        &mut ctx,
        op.op(),
        "\"pc.a.i64_array_attr\"() <{v = [4, 5]}> : () -> ()",
    );
    let op = pc::AI32ArrayAttrOp::build(&mut ctx, loc, vec![4]);
    assert_eq!(op.v(&ctx), vec![4]);
    check_op(
        &mut ctx,
        op.op(),
        "\"pc.a.i32_array_attr\"() <{v = [4 : i32]}> : () -> ()",
    );
}

#[test]
fn optional_default_and_confined_properties() {
    let text = in_module(
        "  \"pc.props2\"() <{conf = 0 : i64}> : () -> ()\n  \"pc.props2\"() <{conf = 3 : i64, dopt = 9 : i64, ma = 1 : i32, ostr = \"s\"}> : () -> ()\n",
    );
    assert_eq!(check(&text), Ok(()));
    let (ctx, top) = parse(&text);
    let ops = body_ops(&ctx, top);
    let bare = pc::Props2Op::from_op(&ctx, ops[0]).expect("pc.props2");
    assert_eq!(bare.dopt(&ctx), 4);
    assert_eq!(bare.conf(&ctx), 0);
    assert_eq!(bare.ostr(&ctx), None);
    assert_eq!(bare.ma(&ctx), None);
    let full = pc::Props2Op::from_op(&ctx, ops[1]).expect("pc.props2");
    assert_eq!(full.dopt(&ctx), 9);
    assert_eq!(full.conf(&ctx), 3);
    assert_eq!(full.ostr(&ctx), Some("s"));
    assert_eq!(full.ma(&ctx), Some(pc::Mode::Safe));
    assert_eq!(
        check(&in_module("  \"pc.props2\"() <{conf = -1 : i64}> : () -> ()\n")),
        Err("k.mlir:2:3: error: 'pc.props2' op property 'conf' failed to satisfy constraint: 64-bit signless integer whose minimum value is 0".to_string())
    );
    assert_eq!(
        check(&in_module("  \"pc.props2\"() <{conf = 1 : i64, ma = 2 : i32}> : () -> ()\n")),
        Err("k.mlir:2:3: error: invalid properties {conf = 1 : i64, ma = 2 : i32} for op pc.props2: Invalid attribute `ma` in property conversion: 2 : i32".to_string())
    );
    assert_eq!(
        check(&in_module("  \"pc.props2\"() <{conf = 1 : i64, dopt = true}> : () -> ()\n")),
        Err("k.mlir:2:3: error: 'pc.props2' op property 'dopt' failed to satisfy constraint: 64-bit signless integer".to_string())
    );
}
