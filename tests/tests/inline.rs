//! The `inline` pass on IR built in the test: deep nesting (a call at the bottom of nested
//! `scf.if` regions), the call graph's order of components, and `op-pipelines` nesting
//! `inline` passes deeper than the bound (one clean error). The recorded corpus is
//! `tests/pass-corpus/inline`.

use ods_runtime::analysis::calls::{CallGraph, NodeId, SymbolTables};
use ods_runtime::ir::Op;
use ods_runtime::pass::passes::inline::Inline;
use ods_runtime::pass::{Pass, PassState};
use ods_runtime::text::printer::print_top_level;
use ods_runtime::tool::driver::Options;
use ods_runtime::{Context, PrintFlags};
use ods_tests::ir_text::parse_with;

/// `func.func @main` whose body nests `depth` `scf.for`s around a call of `@f`, which asserts
/// (loops with unknown bounds, which canonicalization keeps).
fn nested_call(depth: usize) -> String {
    let mut s = String::from("func.func @main(%y: i1, %lb: index, %ub: index, %st: index) {\n");
    for d in 0..depth {
        s.push_str(&format!("scf.for %i{d} = %lb to %ub step %st {{\n"));
    }
    s.push_str("func.call @f(%y) : (i1) -> ()\n");
    s.push_str(&"}\n".repeat(depth));
    s.push_str("return\n}\nfunc.func private @f(%x: i1) {\ncf.assert %x, \"deep\"\nreturn\n}\n");
    s
}

/// What mlir-opt prints for `nested_call(depth)` after `--inline`: the assert in place of the
/// call, `@f` erased.
fn nested_expected(depth: usize) -> String {
    let mut s = String::from(
        "module {\n  func.func @main(%arg0: i1, %arg1: index, %arg2: index, %arg3: index) {\n",
    );
    for d in 0..depth {
        s.push_str(&"  ".repeat(d + 2));
        s.push_str(&format!(
            "scf.for %arg{} = %arg1 to %arg2 step %arg3 {{\n",
            d + 4
        ));
    }
    s.push_str(&"  ".repeat(depth + 2));
    s.push_str("cf.assert %arg0, \"deep\"\n");
    for d in (0..depth).rev() {
        s.push_str(&"  ".repeat(d + 2));
        s.push_str("}\n");
    }
    s.push_str("    return\n  }\n}\n");
    s
}

fn run_inline(ctx: &mut Context, top: Op) {
    run_inline_with(ctx, top, Inline::default())
}

fn run_inline_with(ctx: &mut Context, top: Op, mut pass: Inline) {
    let mut state = PassState::new(0);
    assert!(pass.run(ctx, top, &mut state).is_ok());
    assert!(state.take_diagnostics().is_empty());
}

fn print(ctx: &Context, op: Op) -> String {
    let mut out = Vec::new();
    print_top_level(ctx, op, PrintFlags::default(), &mut out).expect("printing to memory");
    String::from_utf8(out).expect("UTF-8")
}

#[test]
fn call_under_nested_regions() {
    // checked against mlir-opt 22 for depth 3 (the same text at any depth)
    let (mut ctx, top) = parse_with(ods_dialects::register_all, "t.mlir", &nested_call(3));
    run_inline(&mut ctx, top);
    assert_eq!(
        print(&ctx, top),
        "module {\n  func.func @main(%arg0: i1, %arg1: index, %arg2: index, %arg3: index) {\n    \
         scf.for %arg4 = %arg1 to %arg2 step %arg3 {\n      \
         scf.for %arg5 = %arg1 to %arg2 step %arg3 {\n        \
         scf.for %arg6 = %arg1 to %arg2 step %arg3 {\n          cf.assert %arg0, \"deep\"\n        \
         }\n      }\n    }\n    return\n  }\n}\n"
    );
    let (mut ctx, top) = nested_call_built(1000);
    run_inline(&mut ctx, top);
    assert_eq!(print(&ctx, top), nested_expected(1000));
}

/// `nested_call(depth)`, built by nesting copies of the loop (the parser limits the nesting
/// of custom-form and registered ops).
fn nested_call_built(depth: usize) -> (Context, Op) {
    let (mut ctx, top) = parse_with(ods_dialects::register_all, "t.mlir", &nested_call(1));
    let module = ctx
        .ir
        .first_block(ctx.ir.op(top).regions[0])
        .expect("module block");
    let main = ctx.ir.first_op(module).expect("@main");
    let entry = ctx
        .ir
        .first_block(ctx.ir.op(main).regions[0])
        .expect("entry");
    let mut innermost = ctx.ir.first_op(entry).expect("scf.for");
    for _ in 1..depth {
        let body = ctx
            .ir
            .first_block(ctx.ir.op(innermost).regions[0])
            .expect("body");
        let call = ctx.ir.first_op(body).expect("func.call");
        let mut map = ods_runtime::ir::ops::CloneMap::default();
        let (copy, _) = ctx.ir.clone_op(innermost, &mut map);
        ctx.ir.insert_op_before(call, copy);
        ctx.ir.erase_op(call);
        innermost = copy;
    }
    (ctx, top)
}

#[test]
fn call_under_100000_nested_regions() {
    // the printed text would hold 10^10 spaces of indentation: check the structure instead
    let depth = 100_000;
    let (mut ctx, top) = nested_call_built(depth);
    // without the default `canonicalize` pipeline: the greedy driver revisits the ancestors
    // of every change, which costs depth squared here (as in MLIR)
    let pass = Inline {
        default_pipeline: String::new(),
        ..Inline::default()
    };
    let start = std::time::Instant::now();
    run_inline_with(&mut ctx, top, pass);
    eprintln!("inline on {depth} nested loops: {:?}", start.elapsed());
    assert!(ods_runtime::analysis::verifier::verify(&ctx, top).is_ok());
    let module = ctx.ir.op(top).regions[0];
    let body = ctx.ir.first_block(module).expect("module block");
    let funcs: Vec<Op> = ctx.ir.block_ops(body).collect();
    assert_eq!(funcs.len(), 1, "@f is erased");
    let mut op = funcs[0];
    let mut levels = 0;
    loop {
        let region = ctx.ir.op(op).regions[0];
        let block = ctx.ir.first_block(region).expect("a block");
        let first = ctx.ir.first_op(block).expect("an op");
        let name = ctx.str(ctx.ir.op(first).name).to_string();
        if name != "scf.for" {
            assert_eq!(name, "cf.assert");
            break;
        }
        levels += 1;
        op = first;
    }
    assert_eq!(levels, depth);
}

#[test]
fn sccs_come_callees_first() {
    let text = "func.func @a() {\n  call @b() : () -> ()\n  return\n}\n\
                func.func @b() {\n  call @c() : () -> ()\n  call @b() : () -> ()\n  return\n}\n\
                func.func @c() {\n  call @b() : () -> ()\n  return\n}\n\
                func.func @d() {\n  return\n}\n";
    let (ctx, top) = parse_with(ods_dialects::register_all, "t.mlir", text);
    let mut symbols = SymbolTables::new();
    let cg = CallGraph::new(&ctx, top, &mut symbols);
    let name = |n: NodeId| -> String {
        match cg.node(n).region.and_then(|r| ctx.ir.region_parent(r)) {
            Some(f) => {
                let sym = ods_runtime::ods::verify::op_attr(&ctx, f, "sym_name").expect("name");
                ods_runtime::ods::preds::str_attr_value(&ctx, sym).to_string()
            }
            None if n == NodeId::EXTERNAL => "external".into(),
            None => "unknown".into(),
        }
    };
    let order: Vec<Vec<String>> = cg
        .sccs()
        .into_iter()
        .map(|scc| scc.into_iter().map(name).collect())
        .collect();
    assert_eq!(
        order,
        vec![
            vec!["c".to_string(), "b".into()],
            vec!["a".into()],
            vec!["d".into()],
            vec!["external".into()],
        ]
    );
}

/// `inline` passes nested `depth` deep through `op-pipelines` in one pipeline text.
fn nested_inliners(depth: usize) -> String {
    format!(
        "builtin.module({}cse{})",
        "inline{op-pipelines=func.func(".repeat(depth),
        ")}".repeat(depth)
    )
}

#[test]
fn deeply_nested_op_pipelines_stop_with_one_clean_error() {
    use ods_runtime::pass::PassRegistry;
    let parse = |text: &str| {
        Options::parse_with(
            "ods-opt",
            &PassRegistry::with_core_passes(),
            [format!("--pass-pipeline={text}")],
        )
    };
    let deepest = ods_runtime::pass::passes::inline::MAX_NESTED_PIPELINE_DEPTH;
    assert!(parse(&nested_inliners(deepest)).is_ok());
    for depth in [deepest + 1, 100_000] {
        let text = nested_inliners(depth);
        let err = parse(&text).unwrap_err();
        let options = &text["builtin.module(inline{".len()..text.len() - 2];
        assert_eq!(
            err,
            format!(
                "ods-opt: for the --op-pipelines option: pipelines nest too deeply in pass \
                 options (more than {deepest} levels)\n<unknown>:0: error: \nfailed to add \
                 `inline` with options `{options}`\n"
            )
        );
    }
}
