//! Every way a `.ods` file nests, 100,000 levels deep, through every way in (`odsc check`,
//! `odsc gen-rust`, `odsc gen-doc`, the `build.rs` API, the proc macro's expansion): each gives
//! its exact located error, never a stack overflow. Rust code within the bound
//! (`ods_spec::nesting::MAX_RUST_NESTING`) is generated exactly. The tests run on the test
//! threads' ordinary stacks (2 MiB).
//!
//! Rust code (in `[{ }]` blocks, signatures, parameter lists, and the expressions predicates
//! become) is bounded by its nesting measure, because rustc cannot compile deeper code; the
//! `.ods` syntax itself (`<`, `(`, `[` of predicates, constraint arguments, lists and parameter
//! kinds) by the parser's limit (`ods_spec::parser::MAX_NESTING`); assembly formats by their
//! grammar (optional groups only at the top level, directive arguments a few levels deep).

use std::process::Command;
use std::str::FromStr;

use proc_macro2::TokenStream;

/// The number of levels of each deep input.
const N: usize = 100_000;

const FILE: &str = "deep.ods";

/// The rendered error at `line:col` of `text`: the location and message, the source line and a
/// caret, as `odsc` prints it.
fn located(text: &str, line: usize, col: usize, message: &str) -> String {
    let source = text.lines().nth(line - 1).unwrap();
    let pad: String = source
        .chars()
        .take(col - 1)
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    format!("{FILE}:{line}:{col}: error: {message}\n{source}\n{pad}^\n")
}

/// What `odsc check` reports.
fn check(text: &str) -> Result<(), String> {
    let c = ods_spec::analyze(FILE, text);
    c.model
        .map(|_| ())
        .map_err(|d| ods_spec::render_diagnostics(&c.sources, &d))
}

/// Asserts that `odsc check`, `odsc gen-rust` and the proc macro reject `text` with exactly
/// `expected`.
fn assert_rejected(text: &str, expected: &str) {
    assert_eq!(check(text).unwrap_err(), expected);
    assert_eq!(
        ods_spec::generate_rust_file(FILE, text).unwrap_err(),
        expected
    );
    // the proc macro's expansion
    let Err((sources, diags)) = ods_spec::include_expansion(FILE, text, "/abs/deep.ods") else {
        panic!("the expansion succeeded");
    };
    assert_eq!(ods_spec::render_diagnostics(&sources, &diags), expected);
}

fn too_deep(what: &str, measure: usize) -> String {
    ods_spec::nesting::too_deep_message(what, measure)
}

/// `dialect t {}` then `line`.
fn spec(line: &str) -> String {
    format!("dialect t {{}}\n{line}\n")
}

fn nest(open: &str, middle: &str, close: &str) -> String {
    let mut s = String::with_capacity((open.len() + close.len()) * N + middle.len());
    for _ in 0..N {
        s.push_str(open);
    }
    s.push_str(middle);
    for _ in 0..N {
        s.push_str(close);
    }
    s
}

fn chain(first: &str, each: &str) -> String {
    let mut s = String::from(first);
    for _ in 0..N {
        s.push_str(each);
    }
    s
}

#[test]
fn deep_parentheses_in_a_rust_block() {
    let text = spec(&format!(
        "rust [{{ const X: i32 = {}; }}]",
        nest("(", "1", ")")
    ));
    let expected = located(&text, 2, 9, &too_deep("this code block", N + 6));
    assert_rejected(&text, &expected);
}

#[test]
fn deep_blocks_in_a_rust_block() {
    let text = spec(&format!("rust [{{ fn f() {} }}]", nest("{", "", "}")));
    let expected = located(&text, 2, 9, &too_deep("this code block", N + 3));
    assert_rejected(&text, &expected);
}

#[test]
fn long_chains_in_rust_blocks() {
    // `1 + 1 + ... + 1`: flat, yet its syntax tree is 100,000 deep
    let sum = (0..N).map(|_| "1").collect::<Vec<_>>().join(" + ");
    let text = spec(&format!("rust [{{ const X: i32 = {sum}; }}]"));
    let expected = located(&text, 2, 9, &too_deep("this code block", 2 * N + 4));
    assert_rejected(&text, &expected);
    // `- - - 1`, `1.max(1).max(1)`, `if .. {} else if .. {}`
    let text = spec(&format!("rust [{{ const X: i32 = {}1; }}]", "-".repeat(N)));
    let expected = located(&text, 2, 9, &too_deep("this code block", N + 6));
    assert_rejected(&text, &expected);
    let text = spec(&format!(
        "rust [{{ fn f() -> i32 {{ {} }} }}]",
        chain("1", ".max(1)")
    ));
    let expected = located(&text, 2, 9, &too_deep("this code block", 3 * N + 9));
    assert_rejected(&text, &expected);
    let text = spec(&format!(
        "rust [{{ fn f(x: i32) -> i32 {{ {}{{ 1 }} }} }}]",
        chain("", "if x == 0 { 0 } else ")
    ));
    let expected = located(&text, 2, 9, &too_deep("this code block", 7 * N + 9));
    assert_rejected(&text, &expected);
}

#[test]
fn deep_types_in_an_interface_method_signature() {
    let text = spec(&format!(
        "interface I {{\n  method [{{ fn f(&self) -> {}; }}]\n}}",
        nest("Vec<", "i32", ">")
    ));
    let message = format!(
        "interface method signature does not parse as a Rust function signature ({}); write it like `fn name(&self, ctx: &Context) -> T`",
        too_deep("this Rust code", 3 * N + 8)
    );
    let expected = located(&text, 3, 12, &message);
    assert_rejected(&text, &expected);
}

#[test]
fn deep_code_in_op_builders_extra_items_and_predicates() {
    let deep_type = nest("Vec<", "i32", ">");
    let text = spec(&format!(
        "op \"o\" {{ builder b [{{ x: {deep_type} }}] [{{ }}] }}"
    ));
    let expected = located(&text, 2, 22, &too_deep("this parameter list", 3 * N + 3));
    assert_rejected(&text, &expected);
    let text = spec(&format!(
        "op \"o\" {{ extra [{{ const X: i32 = {}; }}] }}",
        nest("(", "1", ")")
    ));
    let expected = located(&text, 2, 19, &too_deep("this code block", N + 6));
    assert_rejected(&text, &expected);
    // a predicate's code block
    let text = spec(&format!(
        "type_constraint C {{ pred [{{ {} == 0 }}] }}\nop \"o\" {{ arguments (a: C) }}",
        nest("(", "0", ")")
    ));
    let expected = located(&text, 2, 29, &too_deep("this code block", N + 4));
    assert_rejected(&text, &expected);
}

#[test]
fn a_predicate_with_20000_operands_is_too_long_for_rustc() {
    // 20,000, not 100,000: each operand is a code block checked on its own (9 s in a debug
    // build at 100,000), and 20,000 is far past the bound already
    let n = 20_000;
    let leaves = (0..n)
        .map(|_| "[{ $_self.is_index() }]")
        .collect::<Vec<_>>()
        .join(", ");
    let text = spec(&format!(
        "type_constraint C {{ pred and({leaves}) }}\nop \"o\" {{ arguments (a: C) }}"
    ));
    let expected = located(&text, 2, 17, &too_deep("this predicate", 3 * n + 3));
    // validation rejects it, for every way in (`assert_rejected` checks them on other
    // inputs); one is enough for this slow one (100,000 code blocks)
    assert_eq!(check(&text).unwrap_err(), expected);
}

/// The `.ods` syntax nests through `<`, `(` and `[`: predicates, constraint arguments, lists
/// and parameter kinds.
#[test]
fn deep_ods_syntax() {
    let limit = ods_spec::parser::MAX_NESTING;
    let message = format!(
        "nesting is too deep: more than {limit} levels of `<`, `(` or `[`; simplify the expression"
    );
    let cases = [
        format!("type_constraint C {{ pred {} }}", nest("and(", "true", ")")),
        format!("type_constraint C {{ pred {} }}", nest("not(", "true", ")")),
        format!(
            "op \"o\" {{ arguments (a: {}) }}",
            nest("TensorOf<[", "F32", "]>")
        ),
        format!(
            "op \"o\" {{ arguments (a: AnyTypeOf<{}>) }}",
            nest("[", "", "]")
        ),
        format!(
            "type_def T \"t\" {{ parameters (a: {}) }}",
            nest("Array<", "u32", ">")
        ),
    ];
    for line in cases {
        let text = spec(&line);
        // the first bracket past the limit
        let col = line
            .char_indices()
            .filter(|&(_, c)| matches!(c, '<' | '(' | '['))
            .nth(limit)
            .unwrap()
            .0
            + 1;
        assert_rejected(&text, &located(&text, 2, col, &message));
    }
}

#[test]
fn deep_assembly_formats() {
    let top_level = "optional groups can only be used at the top level of a format";
    let text = spec(&format!(
        "op \"o\" {{ arguments (a: I32) format \"{}\" }}",
        nest("(", "attr-dict", ")?")
    ));
    assert_rejected(&text, &located(&text, 2, 38, top_level));
    let text = spec(&format!(
        "type_def T \"t\" {{ parameters (a: u32) format \"`<` {} `>`\" }}",
        nest("(", "$a", ")?")
    ));
    assert_rejected(&text, &located(&text, 2, 51, top_level));
    let text = spec(&format!(
        "op \"o\" {{ arguments (a: I32) format \"custom<X>({}) attr-dict\" }}",
        nest("ref(", "$a", ")")
    ));
    let message = "expected an argument of the custom directive (`$x`, `type($x)`, `attr-dict`, `ref(...)` or a `\"Rust expression\"`), found `ref`";
    assert_rejected(&text, &located(&text, 2, 51, message));
}

/// Rust code just within the bound is generated exactly, by every way in.
#[test]
fn code_within_the_bound_is_generated() {
    let depth = ods_spec::nesting::MAX_RUST_NESTING - 10;
    let expr = format!("{}1{}", "(".repeat(depth), ")".repeat(depth));
    let text = spec(&format!("rust [{{ pub const X: i32 = {expr}; }}]"));
    let rust = ods_spec::generate_rust_file(FILE, &text).unwrap();
    assert!(
        rust.contains(&format!("\npub const X: i32 = {expr};\n")),
        "{rust}"
    );
    let tokens = ods_spec::generate_rust(FILE, &text).unwrap();
    assert_eq!(ods_spec::codegen::format_tokens(tokens).unwrap(), rust);
    let Ok(expansion) = ods_spec::include_expansion(FILE, &text, "/abs/deep.ods") else {
        panic!("the expansion failed");
    };
    assert!(ods_spec::codegen::format_tokens(expansion)
        .unwrap()
        .contains(&format!("\npub const X: i32 = {expr};\n")));
    let model = ods_spec::analyze(FILE, &text).model.unwrap();
    assert!(ods_spec::docgen::generate_markdown(&model).starts_with("<!--"));
}

/// `odsc check`, `gen-rust` and `gen-doc` print the error and exit with status 1; the
/// `build.rs` API returns it.
#[test]
fn odsc_and_the_build_api_report_deep_code() {
    let dir = std::env::temp_dir().join(format!("ods-deep-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(FILE);
    let text = spec(&format!(
        "rust [{{ const X: i32 = {}; }}]",
        nest("(", "1", ")")
    ));
    std::fs::write(&path, &text).unwrap();
    let message = too_deep("this code block", N + 6);
    let expected = located(&text, 2, 9, &message).replacen(FILE, &path.to_string_lossy(), 1);
    for command in ["check", "gen-rust", "gen-doc"] {
        let out = Command::new(env!("CARGO_BIN_EXE_odsc"))
            .arg(command)
            .arg(&path)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{command}");
        assert_eq!(String::from_utf8_lossy(&out.stderr), expected, "{command}");
        assert!(out.stdout.is_empty());
    }
    let e = ods_spec::build::Config::new()
        .out_dir(&dir)
        .emit_rerun_if_changed(false)
        .compile(&[&path])
        .unwrap_err();
    assert_eq!(
        e.cargo_messages(),
        [format!("{}:2:9: {message}", path.to_string_lossy())]
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The attribute macro (`#[ods_macros::dialect]`): code in `extra = { .. }` reaches it as
/// token trees, as deep as rustc lexed them; the expansion is a located `compile_error!`.
#[test]
fn deep_code_through_the_attribute_macro() {
    // the test's own token stream of the item (built, cloned and dropped here, as rustc does
    // it for a real macro call) recurses on its depth: in a debug build it needs more than
    // the 2 MiB of a test thread
    std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(attribute_macro_on_deep_code)
        .unwrap()
        .join()
        .unwrap();
}

fn attribute_macro_on_deep_code() {
    let item = format!(
        "mod d {{ #[op(\"a\", extra = {{ const X: i32 = {}; }})] struct A; }}",
        nest("(", "1", ")")
    );
    let item = TokenStream::from_str(&item).unwrap();
    let errors = ods_spec::attr_macro::model(TokenStream::new(), item.clone())
        .map(|_| ())
        .unwrap_err();
    let messages: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    assert_eq!(messages, [too_deep("this code block", N + 6)]);
    let expanded = ods_spec::attr_macro::expand(TokenStream::new(), item);
    let text = ods_spec::nesting::with_pipeline_stack(|| expanded.to_string());
    let error = format!(
        ":: core :: compile_error ! {{ {:?} }}",
        too_deep("this code block", N + 6)
    );
    assert!(text.contains(&error), "{}", &text[..text.len().min(2000)]);
}
