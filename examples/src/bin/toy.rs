//! The Toy example: `cargo run --release -p ods-examples --bin toy`.
//!
//! Builds the Toy program below with the builders generated from `ods/toy.ods`, then runs
//! chapters 3 and 4 of MLIR's Toy tutorial on it, printing the IR after each step:
//!
//! 1. build and verify;
//! 2. canonicalize (folders and rewrite patterns of the ops);
//! 3. inline the calls with MLIR's core `inline` pass (`builtin.module(inline)`), which
//!    canonicalizes the functions it inlined into;
//! 4. infer the shapes with the declarative `toy-shape-inference` pass and canonicalize again
//!    (`builtin.module(toy.func(toy-shape-inference,canonicalize,cse))`);
//! 5. chapter 7: a second program over `!toy.struct<...>`, the dialect's own type (a
//!    `type_def` in the `.ods` file), built, then inlined, canonicalized (the struct accesses
//!    of a constant struct become constants) and shape-inferred.
//!
//! Steps 3 and 4 run a [`PassManager`] built from pipeline text, over a registry of MLIR's core
//! passes and the passes `toy.ods` declares.
//!
//! Every printed module is parsed back, verified and printed again, in the custom and the
//! generic form, and must give the same text. Any failure is reported on stderr and the
//! program exits with status 1. `examples/toy.expected` holds the expected output (checked by
//! `examples/tests/toy.rs`).

use std::process::ExitCode;

use ods_examples::toy::{
    self, AddOp, ConstantOp, FuncOp, GenericCallOp, MulOp, PrintOp, ReshapeOp, ReturnOp,
    StructAccessOp, StructConstantOp, StructType, TransposeOp,
};
use ods_runtime::analysis::verifier::verify;
use ods_runtime::ir::attributes::Location;
use ods_runtime::ir::builtin_ops::{create_module, module_body};
use ods_runtime::ir::diagnostics::{render, SourceMgr};
use ods_runtime::pass::manager::{PassManager, Report};
use ods_runtime::pass::pipeline::PassPipeline;
use ods_runtime::pass::PassRegistry;
use ods_runtime::transforms::rewrite::canonicalize;
use ods_runtime::{parse_str, print_to_string, Context, Diagnostic, Op, OpBuilder, PrintFlags};

/// The Toy program the IR is built from (its text gives the ops their locations).
const TOY_SOURCE: &str = "\
def multiply_transpose(a, b) {
  return transpose(a) * transpose(b);
}

def add_twice(a, b) {
  return a + b + b;
}

def main() {
  var a<2, 3> = [[1, 2, 3], [4, 5, 6]];
  var b<2, 3> = [6, 5, 4, 3, 2, 1];
  var c = multiply_transpose(a, b);
  var d = transpose(transpose(c));
  var e<6> = d;
  var f<2, 3> = e;
  print(f);
}
";

/// The name of [`TOY_SOURCE`] in locations and diagnostics.
const TOY_FILE: &str = "example.toy";

/// The program of chapter 7: a struct passed to a function.
const STRUCT_SOURCE: &str = "\
struct Struct {
  var a;
  var b;
}

def multiply_transpose(Struct value) {
  return transpose(value.a) * transpose(value.b);
}

def main() {
  Struct value = {[[1, 2, 3], [4, 5, 6]], [[1, 2, 3], [4, 5, 6]]};
  var c = multiply_transpose(value);
  print(c);
}
";

/// The name of [`STRUCT_SOURCE`] in locations and diagnostics.
const STRUCT_FILE: &str = "struct.toy";

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprint!("{message}");
            ExitCode::FAILURE
        }
    }
}

/// The whole example; an error is the text to print on stderr.
fn run() -> Result<(), String> {
    let mut ctx = Context::new();
    toy::register(&mut ctx);

    // 1. build the module with the generated builders, and verify it
    let module = build_program(&mut ctx);
    check(&ctx, module)?;
    let mut printed = vec![show(&ctx, module, "built with the generated builders")];

    // 2. canonicalize: folders and patterns of the Toy ops, constants uniqued
    canonicalize(&mut ctx, module).map_err(|e| format!("error: {e}\n"))?;
    check(&ctx, module)?;
    printed.push(show(
        &ctx,
        module,
        "canonicalized: reshapes folded or merged, transpose(transpose(x)) is x",
    ));

    // 3. inline every call; the private functions left without callers are dropped
    run_pipeline(&mut ctx, module, INLINE)?;
    check(&ctx, module)?;
    printed.push(show(
        &ctx,
        module,
        "calls inlined by `inline` (the arguments cast to tensor<*xf64>)",
    ));

    // 4. infer the shapes in each function, canonicalize again (the casts fold away), cse
    run_pipeline(&mut ctx, module, SHAPES)?;
    check(&ctx, module)?;
    printed.push(show(
        &ctx,
        module,
        "shapes inferred by `toy-shape-inference`, canonicalized, cse",
    ));

    // 5. chapter 7: the struct program, through the same passes
    let module = build_struct_program(&mut ctx);
    check(&ctx, module)?;
    printed.push(show(
        &ctx,
        module,
        "chapter 7, built: a !toy.struct argument, its elements read with toy.struct_access",
    ));
    run_pipeline(&mut ctx, module, INLINE)?;
    check(&ctx, module)?;
    printed.push(show(
        &ctx,
        module,
        "chapter 7, inlined and canonicalized: the accesses of the constant struct are constants",
    ));
    run_pipeline(&mut ctx, module, SHAPES)?;
    check(&ctx, module)?;
    printed.push(show(
        &ctx,
        module,
        "chapter 7, shapes inferred, canonicalized, cse",
    ));

    // every printing must read back to the same text
    for text in &printed {
        round_trip(text)?;
    }
    println!(
        "// Each of the {} modules above parses back, verifies and prints the same text, \
         in custom and in generic form.",
        printed.len()
    );
    Ok(())
}

/// Builds the module of [`TOY_SOURCE`], as the tutorial's `MLIRGen` would: every function
/// argument and result is a `tensor<*xf64>`, `var x<shape> = ...` reshapes, the functions other
/// than `main` are private. Each op is created by a generated builder at the insertion point of
/// an `OpBuilder`: the end of the module, then the end of each function's entry block.
fn build_program(ctx: &mut Context) -> Op {
    let unranked = toy::unranked_f64(ctx);
    let loc = at(ctx, "def multiply_transpose");
    let module = create_module(ctx, loc);
    let body = module_body(ctx, module).expect("a new module has a block");
    let mut b = OpBuilder::at_block_end(ctx, body);

    // def multiply_transpose(a, b) { return transpose(a) * transpose(b); }
    let f = FuncOp::create_with_entry_block(
        &mut b,
        loc,
        "multiply_transpose",
        &[unranked; 2],
        &[unranked],
    );
    make_private(&mut b, f);
    let entry = f.entry_block(&b);
    let (x, y) = (b.ir.block_args(entry)[0], b.ir.block_args(entry)[1]);
    b.set_insertion_point_to_end(entry);
    let loc = at(&mut b, "transpose(a)");
    let ta = TransposeOp::create(&mut b, loc, unranked, x).result(&b);
    let loc = at(&mut b, "transpose(b)");
    let tb = TransposeOp::create(&mut b, loc, unranked, y).result(&b);
    let loc = at(&mut b, "* transpose(b)");
    let product = MulOp::create(&mut b, loc, unranked, ta, tb).result(&b);
    let loc = at(&mut b, "return transpose");
    ReturnOp::create(&mut b, loc, &[product]);

    // def add_twice(a, b) { return a + b + b; }  (never called: dropped after inlining)
    b.set_insertion_point_to_end(body);
    let loc = at(&mut b, "def add_twice");
    let g = FuncOp::create_with_entry_block(&mut b, loc, "add_twice", &[unranked; 2], &[unranked]);
    make_private(&mut b, g);
    let entry = g.entry_block(&b);
    let (x, y) = (b.ir.block_args(entry)[0], b.ir.block_args(entry)[1]);
    b.set_insertion_point_to_end(entry);
    let loc = at(&mut b, "+ b +");
    let once = AddOp::create(&mut b, loc, unranked, x, y).result(&b);
    let loc = at(&mut b, "+ b;");
    let twice = AddOp::create(&mut b, loc, unranked, once, y).result(&b);
    let loc = at(&mut b, "return a + b");
    ReturnOp::create(&mut b, loc, &[twice]);

    // def main() { ... }
    b.set_insertion_point_to_end(body);
    let loc = at(&mut b, "def main");
    let main = FuncOp::create_with_entry_block(&mut b, loc, "main", &[], &[]);
    let entry = main.entry_block(&b);
    b.set_insertion_point_to_end(entry);
    let t2x3 = toy::ranked_f64(&mut b, &[2, 3]);
    let t6 = toy::ranked_f64(&mut b, &[6]);

    // var a<2, 3> = [[1, 2, 3], [4, 5, 6]];  a constant, reshaped to its own shape
    let loc = at(&mut b, "[[1, 2, 3]");
    let elements = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0];
    let lit = ConstantOp::create_tensor(&mut b, loc, &[2, 3], &elements).result(&b);
    let loc = at(&mut b, "var a");
    let a = ReshapeOp::create(&mut b, loc, t2x3, lit).result(&b);

    // var b<2, 3> = [6, 5, 4, 3, 2, 1];  a constant of shape <6>, reshaped to <2, 3>
    let loc = at(&mut b, "[6, 5");
    let elements = [6.0, 5.0, 4.0, 3.0, 2.0, 1.0];
    let lit = ConstantOp::create_tensor(&mut b, loc, &[6], &elements).result(&b);
    let loc = at(&mut b, "var b");
    let bb = ReshapeOp::create(&mut b, loc, t2x3, lit).result(&b);

    // var c = multiply_transpose(a, b);
    let loc = at(&mut b, "multiply_transpose(a, b)");
    let c = GenericCallOp::create(&mut b, loc, unranked, "multiply_transpose", &[a, bb]);
    let c = c.result(&b);

    // var d = transpose(transpose(c));
    let loc = at(&mut b, "transpose(c)");
    let inner = TransposeOp::create(&mut b, loc, unranked, c).result(&b);
    let loc = at(&mut b, "transpose(transpose(c))");
    let d = TransposeOp::create(&mut b, loc, unranked, inner).result(&b);

    // var e<6> = d;  var f<2, 3> = e;
    let loc = at(&mut b, "var e");
    let e = ReshapeOp::create(&mut b, loc, t6, d).result(&b);
    let loc = at(&mut b, "var f");
    let f = ReshapeOp::create(&mut b, loc, t2x3, e).result(&b);

    // print(f);  and the implicit return at the end of main
    let loc = at(&mut b, "print(f)");
    PrintOp::create(&mut b, loc, f);
    let loc = at(&mut b, "def main");
    ReturnOp::create(&mut b, loc, &[]);
    module
}

/// Builds the module of [`STRUCT_SOURCE`], as the tutorial's `MLIRGen` of chapter 7 would:
/// `Struct` is `!toy.struct<tensor<*xf64>, tensor<*xf64>>`, `value.a` a `toy.struct_access`,
/// the struct literal a `toy.struct_constant`.
fn build_struct_program(ctx: &mut Context) -> Op {
    let unranked = toy::unranked_f64(ctx);
    let struct_ty = StructType::get(ctx, vec![unranked, unranked]).as_type();
    let loc = at_in(ctx, STRUCT_SOURCE, STRUCT_FILE, "def multiply_transpose");
    let module = create_module(ctx, loc);
    let body = module_body(ctx, module).expect("a new module has a block");
    let mut b = OpBuilder::at_block_end(ctx, body);
    let at = |b: &mut OpBuilder<'_>, needle: &str| at_in(b, STRUCT_SOURCE, STRUCT_FILE, needle);

    // def multiply_transpose(Struct value) { return transpose(value.a) * transpose(value.b); }
    let f = FuncOp::create_with_entry_block(
        &mut b,
        loc,
        "multiply_transpose",
        &[struct_ty],
        &[unranked],
    );
    make_private(&mut b, f);
    let entry = f.entry_block(&b);
    let value = b.ir.block_args(entry)[0];
    b.set_insertion_point_to_end(entry);
    let mut transposed = Vec::new();
    for (index, field) in ["value.a", "value.b"].into_iter().enumerate() {
        let loc = at(&mut b, field);
        let element = StructAccessOp::create_element(&mut b, loc, value, index).output(&b);
        let loc = at(&mut b, &format!("transpose({field})"));
        let t = TransposeOp::create(&mut b, loc, unranked, element);
        transposed.push(t.result(&b));
    }
    let loc = at(&mut b, "* transpose");
    let product = MulOp::create(&mut b, loc, unranked, transposed[0], transposed[1]);
    let product = product.result(&b);
    let loc = at(&mut b, "return transpose");
    ReturnOp::create(&mut b, loc, &[product]);

    // def main() { Struct value = {...}; var c = multiply_transpose(value); print(c); }
    b.set_insertion_point_to_end(body);
    let loc = at(&mut b, "def main");
    let main = FuncOp::create_with_entry_block(&mut b, loc, "main", &[], &[]);
    let entry = main.entry_block(&b);
    b.set_insertion_point_to_end(entry);
    let elements = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0];
    let a = toy::dense_f64(&mut b, &[2, 3], &elements);
    let value = ods_runtime::ods::preds::array_attr(&mut b, vec![a, a]);
    let loc = at(&mut b, "Struct value");
    let constant = StructConstantOp::create(&mut b, loc, struct_ty, value).output(&b);
    let loc = at(&mut b, "multiply_transpose(value)");
    let c = GenericCallOp::create(&mut b, loc, unranked, "multiply_transpose", &[constant]);
    let c = c.result(&b);
    let loc = at(&mut b, "print(c)");
    PrintOp::create(&mut b, loc, c);
    let loc = at(&mut b, "def main");
    ReturnOp::create(&mut b, loc, &[]);
    module
}

/// Makes a function private (the tutorial's front end does it for all but `main`).
fn make_private(ctx: &mut Context, f: FuncOp) {
    f.set_sym_visibility(ctx, "private");
}

/// The location of the first occurrence of `needle` in [`TOY_SOURCE`].
fn at(ctx: &mut Context, needle: &str) -> Location {
    at_in(ctx, TOY_SOURCE, TOY_FILE, needle)
}

/// The location of the first occurrence of `needle` in `source`, a file named `file`.
fn at_in(ctx: &mut Context, source: &str, file: &str, needle: &str) -> Location {
    let offset = source.find(needle).expect("the needle is in the source");
    let before = &source[..offset];
    let line = before.matches('\n').count() as u32 + 1;
    let col = (offset - before.rfind('\n').map_or(0, |i| i + 1)) as u32 + 1;
    let file = ctx.symbol(file);
    ctx.file_line_col(file, line, col)
}

/// Step 3: MLIR's core inliner, which canonicalizes each function it inlined into.
const INLINE: &str = "builtin.module(inline)";

/// Step 4: the Toy pass on every function, then the casts folded away and the equal ops
/// merged (the pipeline of the tutorial's chapter 4).
const SHAPES: &str = "builtin.module(toy.func(toy-shape-inference,canonicalize,cse))";

/// Runs the pass pipeline `text` on `module`, with MLIR's core passes and the Toy passes
/// registered; a failure is reported with its diagnostics, rendered with the Toy source.
fn run_pipeline(ctx: &mut Context, module: Op, text: &str) -> Result<(), String> {
    let mut registry = PassRegistry::with_core_passes();
    toy::register_passes(&mut registry);
    let parsed = PassPipeline::parse(text, |n| registry.lookup(n).is_some())
        .map_err(|e| format!("error: {}", e.mlir_opt_stderr()))?;
    let mut pm = PassManager::from_pipeline(&parsed, &registry)
        .map_err(|e| format!("error: {}\n", e.render("toy", true)))?;
    let mut reports = Vec::new();
    let result = pm.run(ctx, module, &mut reports);
    let mut errors = String::new();
    for r in &reports {
        match r {
            Report::Diagnostic(d) => errors.push_str(&report(ctx, d)),
            Report::Text(t) => errors.push_str(t),
            // the toy driver prints its dumps to stderr: no dump goes to files
            Report::File { text, .. } => errors.push_str(text),
        }
    }
    match result {
        Ok(()) if errors.is_empty() => Ok(()),
        _ => Err(errors),
    }
}

/// Verifies `module`; the error is every diagnostic, rendered with the Toy source.
fn check(ctx: &Context, module: Op) -> Result<(), String> {
    verify(ctx, module).map_err(|ds| ds.iter().map(|d| report(ctx, d)).collect())
}

/// A diagnostic about the built IR, rendered as mlir-opt would, with the Toy source line.
fn report(ctx: &Context, d: &Diagnostic) -> String {
    let mut srcmgr = SourceMgr::default();
    srcmgr.add(TOY_FILE, TOY_SOURCE.as_bytes(), 1);
    render(ctx, &srcmgr, d)
}

/// Prints `module` (custom form) under a title comment and returns the module's text.
fn show(ctx: &Context, module: Op, title: &str) -> String {
    let text = print(ctx, module, false);
    print!("// {title}\n{text}");
    text
}

/// The text of `module`, in custom or generic form.
fn print(ctx: &Context, module: Op, generic: bool) -> String {
    let flags = PrintFlags {
        generic,
        ..PrintFlags::default()
    };
    print_to_string(ctx, module, flags)
}

/// Parses `text` into a fresh context, verifies it and checks that printing it gives `text`
/// again; then the same through the generic form.
fn round_trip(text: &str) -> Result<(), String> {
    let (ctx, module) = parse(text)?;
    let again = print(&ctx, module, false);
    if again != text {
        return Err(format!(
            "error: the printed module does not read back the same\n--- printed:\n{text}--- read back:\n{again}"
        ));
    }
    let generic = print(&ctx, module, true);
    let (ctx, module) = parse(&generic)?;
    let again = print(&ctx, module, false);
    if again != text {
        return Err(format!(
            "error: the generic form does not read back the same\n--- printed:\n{text}--- generic:\n{generic}--- read back:\n{again}"
        ));
    }
    Ok(())
}

/// Parses and verifies `text` in a fresh context with the Toy dialect registered.
fn parse(text: &str) -> Result<(Context, Op), String> {
    let mut ctx = Context::new();
    toy::register(&mut ctx);
    let module = parse_str(&mut ctx, text, "printed.mlir").map_err(|e| e.rendered)?;
    verify(&ctx, module).map_err(|ds| {
        let mut srcmgr = SourceMgr::default();
        srcmgr.add("printed.mlir", text.as_bytes(), 1);
        ds.iter()
            .map(|d| render(&ctx, &srcmgr, d))
            .collect::<String>()
    })?;
    Ok((ctx, module))
}
