//! Every stage of `ods-opt` on input nested 100,000 levels deep, parsed from text: parse,
//! verify, the alias pre-pass and printing (custom and generic), drop, `--canonicalize`,
//! `--cse`, `--verify-diagnostics` and `--split-input-file`. mlir-opt 22 overflows its stack on
//! each input here (regions from about 3,000 levels, types and locations from about 50,000);
//! the expected texts follow the shape mlir-opt prints at depths it survives.
//!
//! Runs on the test threads' ordinary 2 MiB stacks: the parser and the printer grow their
//! stack in segments, everything else is iterative.

const DEPTH: usize = 100_000;

/// Depth of the region tests that print the whole nest: the printed text grows with the square
/// of the depth (indentation), so 100,000 levels would print 10 GB.
const PRINT_DEPTH: usize = 5_000;

/// Runs `ods-opt` with all bundled dialects on `input` named `deep.mlir`: (exit code, stdout,
/// stderr).
fn opt(args: &[&str], input: &str) -> (i32, String, String) {
    ods_tests::opt_run::opt_named("deep.mlir", args, input)
}

/// Asserts a successful run printed `expected` (where it differs on failure).
fn assert_prints(args: &[&str], input: &str, expected: &str) {
    ods_tests::opt_run::assert_prints_named("deep.mlir", args, input, expected)
}

/// `open` `depth` times, then `middle`, then `close` `depth` times.
fn nest(depth: usize, open: &str, middle: &str, close: &str) -> String {
    let mut s = String::with_capacity(depth * (open.len() + close.len()) + middle.len());
    for _ in 0..depth {
        s.push_str(open);
    }
    s.push_str(middle);
    for _ in 0..depth {
        s.push_str(close);
    }
    s
}

/// A function whose body is `depth` nested `scf.execute_region`s around one `arith.addi`.
fn execute_regions(depth: usize) -> String {
    format!(
        "func.func @f(%a: i32) -> i32 {{\n{}return %a : i32\n}}\n",
        nest(
            depth,
            "scf.execute_region {\n",
            "%x = arith.addi %a, %a : i32\n",
            "scf.yield\n}\n"
        )
    )
}

/// What every region test below simplifies to.
const EMPTY_F: &str = "module {\n  func.func @f(%arg0: i32) -> i32 {\n    return %arg0 : i32\n  \
                       }\n}\n\n";

#[test]
fn custom_regions_canonicalize_and_cse() {
    let input = execute_regions(DEPTH);
    assert_prints(&["--canonicalize"], &input, EMPTY_F);
    assert_prints(&["--cse"], &input, EMPTY_F);
    assert_prints(&["--cse", "--canonicalize"], &input, EMPTY_F);
}

#[test]
fn scf_if_regions_canonicalize() {
    let input = format!(
        "func.func @f(%c: i1, %a: i32) -> i32 {{\n{}return %a : i32\n}}\n",
        nest(
            DEPTH,
            "scf.if %c {\n",
            "%x = arith.addi %a, %a : i32\n",
            "}\n"
        )
    );
    let expected = "module {\n  func.func @f(%arg0: i1, %arg1: i32) -> i32 {\n    return %arg1 \
                    : i32\n  }\n}\n\n";
    assert_prints(&["--canonicalize"], &input, expected);
}

#[test]
fn generic_regions_canonicalize() {
    let input = format!(
        "\"func.func\"() <{{function_type = (i32) -> i32, sym_name = \"f\"}}> ({{\n\
         ^bb0(%a: i32):\n{}\"func.return\"(%a) : (i32) -> ()\n}}) : () -> ()\n",
        nest(
            DEPTH,
            "\"scf.execute_region\"() ({\n",
            "%x = \"arith.addi\"(%a, %a) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) \
             -> i32\n",
            "\"scf.yield\"() : () -> ()\n}) : () -> ()\n"
        )
    );
    assert_prints(&["--canonicalize"], &input, EMPTY_F);
    let generic = "\"builtin.module\"() ({\n  \"func.func\"() <{function_type = (i32) -> i32, \
                   sym_name = \"f\"}> ({\n  ^bb0(%arg0: i32):\n    \"func.return\"(%arg0) : \
                   (i32) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n";
    assert_prints(
        &["--canonicalize", "--mlir-print-op-generic"],
        &input,
        generic,
    );
}

#[test]
fn verify_diagnostics_at_the_bottom_of_deep_regions() {
    let bad = "%x = \"arith.constant\"() {value = 1 : i64} : () -> i32 // expected-error \
               {{'arith.constant' op failed to verify that all of {value, result} have same \
               type}}\n";
    let body = |depth| nest(depth, "scf.execute_region {\n", bad, "scf.yield\n}\n");
    let input = format!("func.func @f() {{\n{}return\n}}\n", body(DEPTH));
    assert_eq!(
        opt(&["--verify-diagnostics"], &input),
        (0, String::new(), String::new())
    );
    // the same inside 100,000 nested modules (symbol tables in symbol tables)
    let input = nest(
        DEPTH,
        "module {\n",
        &format!("func.func @f() {{\n{}return\n}}\n", body(1)),
        "}\n",
    );
    assert_eq!(
        opt(&["--verify-diagnostics"], &input),
        (0, String::new(), String::new())
    );
    // without the annotation the error is reported where it is
    let input = format!(
        "func.func @f() {{\n{}return\n}}\n",
        nest(
            DEPTH,
            "scf.execute_region {\n",
            "%x = \"arith.constant\"() {value = 1 : i64} : () -> i32\n",
            "scf.yield\n}\n"
        )
    );
    let (code, out, err) = opt(&[], &input);
    let line = DEPTH + 2;
    assert_eq!((code, out.as_str()), (1, ""));
    assert_eq!(
        err,
        format!(
            "deep.mlir:{line}:6: error: 'arith.constant' op failed to verify that all of {{value, \
             result}} have same type\n%x = \"arith.constant\"() {{value = 1 : i64}} : () -> \
             i32\n     ^\ndeep.mlir:{line}:6: note: see current operation: %0 = \
             \"arith.constant\"() <{{value = 1 : i64}}> : () -> i32\n"
        )
    );
}

#[test]
fn split_input_file_of_deep_chunks() {
    let chunk = execute_regions(DEPTH);
    let input = format!("{chunk}// -----\n{chunk}");
    let expected = format!("{EMPTY_F}// -----\n{EMPTY_F}");
    assert_prints(&["--split-input-file", "--canonicalize"], &input, &expected);
}

/// Regions printed in full, custom and generic form, deeper than mlir-opt survives.
#[test]
fn deep_regions_print_in_both_forms() {
    let d = PRINT_DEPTH;
    let input = execute_regions(d);
    let mut custom = String::from("module {\n  func.func @f(%arg0: i32) -> i32 {\n");
    let mut generic = String::from(
        "\"builtin.module\"() ({\n  \"func.func\"() <{function_type = (i32) -> i32, sym_name = \
         \"f\"}> ({\n  ^bb0(%arg0: i32):\n",
    );
    for i in 0..d {
        let pad = " ".repeat(4 + 2 * i);
        custom.push_str(&format!("{pad}scf.execute_region {{\n"));
        generic.push_str(&format!("{pad}\"scf.execute_region\"() ({{\n"));
    }
    let pad = " ".repeat(4 + 2 * d);
    custom.push_str(&format!("{pad}%0 = arith.addi %arg0, %arg0 : i32\n"));
    generic.push_str(&format!(
        "{pad}%0 = \"arith.addi\"(%arg0, %arg0) <{{overflowFlags = #arith.overflow<none>}}> : \
         (i32, i32) -> i32\n"
    ));
    for i in (0..d).rev() {
        let inner = " ".repeat(6 + 2 * i);
        let pad = " ".repeat(4 + 2 * i);
        custom.push_str(&format!("{inner}scf.yield\n{pad}}}\n"));
        generic.push_str(&format!(
            "{inner}\"scf.yield\"() : () -> ()\n{pad}}}) : () -> ()\n"
        ));
    }
    custom.push_str("    return %arg0 : i32\n  }\n}\n\n");
    generic
        .push_str("    \"func.return\"(%arg0) : (i32) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n");
    assert_prints(&[], &input, &custom);
    assert_prints(&["--mlir-print-op-generic"], &input, &generic);
    // and the printed forms parse back to themselves
    assert_prints(&[], &custom, &custom);
    assert_prints(&["--mlir-print-op-generic"], &generic, &generic);
}

/// One op whose result type nests 100,000 levels; printed in custom and generic form.
fn check_type(ty: &str) {
    let input = format!("\"foo.a\"() : () -> {ty}\n");
    let args = ["--allow-unregistered-dialect"];
    let custom = format!("module {{\n  %0 = \"foo.a\"() : () -> {ty}\n}}\n\n");
    assert_prints(&args, &input, &custom);
    let args = ["--allow-unregistered-dialect", "--mlir-print-op-generic"];
    let generic =
        format!("\"builtin.module\"() ({{\n  %0 = \"foo.a\"() : () -> {ty}\n}}) : () -> ()\n\n");
    assert_prints(&args, &input, &generic);
}

#[test]
fn deep_types() {
    check_type(&nest(DEPTH, "tuple<", "i32", ">"));
    check_type(&nest(DEPTH, "tuple<i1, ", "f32", ", index>"));
    check_type(&nest(DEPTH, "memref<4x", "i32", ">"));
    check_type(&format!("({})", nest(DEPTH, "() -> (", "() -> i32", ")")));
    check_type(&format!("({})", nest(DEPTH, "(", "i32", ") -> i1")));
    // a function type in a function type's results keeps its parentheses
    check_type(&format!("({})", nest(DEPTH, "(i8) -> (", "() -> i32", ")")));
}

/// One op with attribute `x` nesting 100,000 levels; printed in custom and generic form.
fn check_attr(attr: &str, printed: &str) {
    let input = format!("\"foo.a\"() {{x = {attr}}} : () -> ()\n");
    let args = ["--allow-unregistered-dialect"];
    let custom = format!("module {{\n  \"foo.a\"() {{x = {printed}}} : () -> ()\n}}\n\n");
    assert_prints(&args, &input, &custom);
    let args = ["--allow-unregistered-dialect", "--mlir-print-op-generic"];
    let generic = format!(
        "\"builtin.module\"() ({{\n  \"foo.a\"() {{x = {printed}}} : () -> ()\n}}) : () -> \
         ()\n\n"
    );
    assert_prints(&args, &input, &generic);
}

#[test]
fn deep_attributes() {
    let arrays = nest(DEPTH, "[", "1", "]");
    check_attr(&arrays, &arrays);
    check_attr(
        &nest(DEPTH, "{a = ", "1", "}"),
        &nest(DEPTH, "{a = ", "1 : i64", "}"),
    );
    let mixed = nest(DEPTH, "[{b = ", "[]", ", c}]");
    check_attr(&mixed, &mixed);
    let typed = nest(DEPTH, "[", "tuple<i1>", ", i8]");
    check_attr(&typed, &typed);
}

/// One op at location `loc` nesting 100,000 levels, printed with `--mlir-print-debuginfo`:
/// every level of the location gets an alias, `#loc{first}` and up.
fn check_location(loc: &str, aliases: &[String], top: &str) {
    let input = format!("\"foo.a\"() : () -> () loc({loc})\n");
    let mut expected = format!(
        "module {{\n  \"foo.a\"() : () -> () loc({top})\n}} loc(#loc)\n#loc = \
         loc(\"deep.mlir\":0:0)\n"
    );
    for (i, a) in aliases.iter().enumerate() {
        expected.push_str(&format!("#loc{} = loc({a})\n", i + 1));
    }
    expected.push('\n');
    let args = ["--allow-unregistered-dialect", "--mlir-print-debuginfo"];
    assert_prints(&args, &input, &expected);
}

#[test]
fn deep_locations() {
    // callsite(callsite(... at "b":2:2) at "b":2:2)
    let loc = nest(DEPTH, "callsite(", "\"a\":1:1", " at \"b\":2:2)");
    let mut aliases = vec!["\"a\":1:1".to_string(), "\"b\":2:2".to_string()];
    aliases.push("callsite(#loc1 at #loc2)".to_string());
    for i in 1..DEPTH {
        aliases.push(format!("callsite(#loc{} at #loc2)", i + 2));
    }
    check_location(&loc, &aliases, &format!("#loc{}", DEPTH + 2));
    // "n"("n"(... "a":1:1 ...))
    let loc = nest(DEPTH, "\"n\"(", "\"a\":1:1", ")");
    let mut aliases = vec!["\"a\":1:1".to_string()];
    for i in 0..DEPTH {
        aliases.push(format!("\"n\"(#loc{})", i + 1));
    }
    check_location(&loc, &aliases, &format!("#loc{}", DEPTH + 1));
    // fused locations flatten: fused[fused[...], "b":2:2] is fused["a":1:1, "b":2:2]
    let loc = nest(DEPTH, "fused[", "\"a\":1:1", ", \"b\":2:2]");
    let aliases = [
        "\"a\":1:1".to_string(),
        "\"b\":2:2".to_string(),
        "fused[#loc1, #loc2]".to_string(),
    ];
    check_location(&loc, &aliases, "#loc3");
}

/// A function whose body is `depth` nested `memref.alloca_scope`s around one `memref.store`
/// of `%v` at `indices` (their implicit `memref.alloca_scope.return`s left out).
fn alloca_scopes(depth: usize, indices: &str) -> String {
    format!(
        "func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {{\n{}return\n}}\n",
        nest(
            depth,
            "memref.alloca_scope {\n",
            &format!("memref.store %v, %m[{indices}] : memref<4xf32>\n"),
            "}\n"
        )
    )
}

/// 100,000 nested `memref.alloca_scope`s (custom form, implicit terminators) parse and
/// verify: a store with a wrong index count at the bottom is reported with mlir-opt's message
/// at its line (printing the valid nest would print the square of the depth in indentation;
/// `deep_alloca_scopes_print_in_both_forms` prints a shallower one).
#[test]
fn deep_alloca_scopes_verify() {
    let bad = alloca_scopes(DEPTH, "");
    let (code, _, err) = opt(&[], &bad);
    assert_eq!(code, 1);
    let line = DEPTH + 2;
    let want = format!(
        "deep.mlir:{line}:1: error: 'memref.store' op store index operand count not equal to \
         memref rank\nmemref.store %v, %m[] : memref<4xf32>\n^\ndeep.mlir:{line}:1: note: see \
         current operation: \"memref.store\"(%arg2, %arg0) : (f32, memref<4xf32>) -> ()\n"
    );
    assert_eq!(err, want);
}

/// Nested `memref.alloca_scope`s print in custom form (the implicit terminator left out, two
/// spaces before the region) and generic form (the terminator written), and both parse back
/// to themselves.
#[test]
fn deep_alloca_scopes_print_in_both_forms() {
    let d = PRINT_DEPTH;
    let input = alloca_scopes(d, "%i");
    let mut custom = String::from(
        "module {\n  func.func @f(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) {\n",
    );
    let mut generic = String::from(
        "\"builtin.module\"() ({\n  \"func.func\"() <{function_type = (memref<4xf32>, index, \
         f32) -> (), sym_name = \"f\"}> ({\n  ^bb0(%arg0: memref<4xf32>, %arg1: index, %arg2: \
         f32):\n",
    );
    for i in 0..d {
        let pad = " ".repeat(4 + 2 * i);
        custom.push_str(&format!("{pad}memref.alloca_scope  {{\n"));
        generic.push_str(&format!("{pad}\"memref.alloca_scope\"() ({{\n"));
    }
    let pad = " ".repeat(4 + 2 * d);
    custom.push_str(&format!(
        "{pad}memref.store %arg2, %arg0[%arg1] : memref<4xf32>\n"
    ));
    generic.push_str(&format!(
        "{pad}\"memref.store\"(%arg2, %arg0, %arg1) : (f32, memref<4xf32>, index) -> ()\n"
    ));
    for i in (0..d).rev() {
        let inner = " ".repeat(6 + 2 * i);
        let pad = " ".repeat(4 + 2 * i);
        custom.push_str(&format!("{pad}}}\n"));
        generic.push_str(&format!(
            "{inner}\"memref.alloca_scope.return\"() : () -> ()\n{pad}}}) : () -> ()\n"
        ));
    }
    custom.push_str("    return\n  }\n}\n\n");
    generic.push_str("    \"func.return\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n");
    assert_prints(&[], &input, &custom);
    assert_prints(&["--mlir-print-op-generic"], &input, &generic);
    assert_prints(&[], &custom, &custom);
    assert_prints(&["--mlir-print-op-generic"], &generic, &generic);
    assert_prints(&[], &generic, &custom);
}
