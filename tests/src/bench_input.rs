//! The benchmark input: one `func.func` with N func/arith operations in generic form.
//!
//! The op mix (constants, integer and float arithmetic, comparisons, selects, casts) and the
//! operand choice follow a fixed linear congruential generator, so the same arguments give the
//! same bytes. Used by the `gen-bench` binary (for `tests/bench/compare.sh`) and the per-stage
//! benches.

use std::io::Write;

/// The benchmark inputs' random numbers: a fixed linear congruential generator, so the same
/// seed gives the same bytes.
pub(crate) struct Lcg(pub(crate) u64);

impl Lcg {
    /// The next number (31 bits).
    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    /// A number below `n`.
    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Writes a `func.func` with `n` operations (terminator included) in generic form to `w`.
pub fn write_bench_function(n: usize, seed: u64, w: &mut impl Write) -> std::io::Result<()> {
    let mut rng = Lcg(seed);
    writeln!(
        w,
        "\"func.func\"() <{{function_type = (i32, i32, f32) -> i32, sym_name = \"bench\"}}> ({{"
    )?;
    writeln!(w, "^bb0(%arg0: i32, %arg1: i32, %arg2: f32):")?;
    // Names of the values available so far, by type.
    let mut ints: Vec<String> = vec!["%arg0".into(), "%arg1".into()];
    let mut floats: Vec<String> = vec!["%arg2".into()];
    let mut bools: Vec<String> = Vec::new();
    let body = n.saturating_sub(1);
    for i in 0..body {
        let name = format!("%{i}");
        let pick = |rng: &mut Lcg, v: &Vec<String>| {
            // Prefer recent values, as real code does.
            let window = v.len().min(64);
            v[v.len() - 1 - rng.below(window)].clone()
        };
        match rng.below(10) {
            0 => {
                let c = rng.below(1000);
                writeln!(
                    w,
                    "  {name} = \"arith.constant\"() <{{value = {c} : i32}}> : () -> i32"
                )?;
                ints.push(name);
            }
            1..=3 => {
                let op = ["addi", "subi", "muli"][rng.below(3)];
                let (a, b) = (pick(&mut rng, &ints), pick(&mut rng, &ints));
                writeln!(w, "  {name} = \"arith.{op}\"({a}, {b}) <{{overflowFlags = #arith.overflow<none>}}> : (i32, i32) -> i32")?;
                ints.push(name);
            }
            4 => {
                let op = ["andi", "ori", "xori"][rng.below(3)];
                let (a, b) = (pick(&mut rng, &ints), pick(&mut rng, &ints));
                writeln!(w, "  {name} = \"arith.{op}\"({a}, {b}) : (i32, i32) -> i32")?;
                ints.push(name);
            }
            5 => {
                let p = rng.below(10);
                let (a, b) = (pick(&mut rng, &ints), pick(&mut rng, &ints));
                writeln!(w, "  {name} = \"arith.cmpi\"({a}, {b}) <{{predicate = {p} : i64}}> : (i32, i32) -> i1")?;
                bools.push(name);
            }
            6 if !bools.is_empty() => {
                let c = pick(&mut rng, &bools);
                let (a, b) = (pick(&mut rng, &ints), pick(&mut rng, &ints));
                writeln!(
                    w,
                    "  {name} = \"arith.select\"({c}, {a}, {b}) : (i1, i32, i32) -> i32"
                )?;
                ints.push(name);
            }
            7 | 8 => {
                let op = ["addf", "mulf", "subf"][rng.below(3)];
                let (a, b) = (pick(&mut rng, &floats), pick(&mut rng, &floats));
                writeln!(w, "  {name} = \"arith.{op}\"({a}, {b}) <{{fastmath = #arith.fastmath<none>}}> : (f32, f32) -> f32")?;
                floats.push(name);
            }
            _ => {
                let a = pick(&mut rng, &ints);
                writeln!(w, "  {name} = \"arith.sitofp\"({a}) : (i32) -> f32")?;
                floats.push(name);
            }
        }
    }
    let last = ints.last().cloned().unwrap_or_else(|| "%arg0".into());
    writeln!(w, "  \"func.return\"({last}) : (i32) -> ()")?;
    writeln!(w, "}}) : () -> ()")?;
    Ok(())
}

/// The benchmark function as a string (see [`write_bench_function`]).
pub fn bench_function(n: usize, seed: u64) -> String {
    let mut v = Vec::new();
    // Writing to a Vec cannot fail.
    let _ = write_bench_function(n, seed, &mut v);
    String::from_utf8(v).unwrap_or_default()
}

/// A `.ods` dialect `bench` with `n` ops of rotating shapes (see `gen-ods-bench`).
pub fn ods_spec(n: usize) -> String {
    use std::fmt::Write;
    let mut s = String::from(
        "/// A generated dialect for the code-generation benchmark.\n\
         dialect bench {\n  summary \"benchmark dialect\"\n}\n\n\
         enum Predicate : i64 {\n  summary \"comparison predicate\"\n  eq = 0\n  ne = 1\n  lt = 2\n  le = 3\n  gt = 4\n  ge = 5\n  attr PredicateAttr\n}\n\n\
         bit_enum Flags : i32 {\n  summary \"arithmetic flags\"\n  none = 0\n  exact = 1\n  wrap = 2\n  sat = 4\n  all = [exact, wrap, sat]\n  separator \",\"\n  attr FlagsAttr dialect \"flags\"\n}\n\n",
    );
    for i in 0..n {
        // (mnemonic prefix, traits, body)
        let (name, traits, body) = match i % 8 {
            0 => (
                "binary",
                "Pure, SameOperandsAndResultType, Elementwise",
                "  description \"\"\"\n    Computes a binary function of `lhs` and `rhs`, elementwise.\n  \"\"\"\n  \
                 arguments (lhs: SignlessIntegerLike, rhs: SignlessIntegerLike)\n  \
                 results (result: SignlessIntegerLike)\n  \
                 format \"$lhs `,` $rhs attr-dict `:` type($result)\"\n",
            ),
            1 => (
                "unary",
                "Pure, SameOperandsAndResultType",
                "  arguments (operand: FloatLike, flags: DefaultValuedAttr<FlagsAttr, [{ Flags::NONE }]>)\n  \
                 results (result: FloatLike)\n",
            ),
            2 => (
                "cmp",
                "Pure, SameTypeOperands",
                "  arguments (predicate: PredicateAttr, lhs: SignlessIntegerOrIndexLike, rhs: SignlessIntegerOrIndexLike)\n  \
                 results (result: BoolLike)\n",
            ),
            3 => (
                "load",
                "",
                "  arguments (base: AnyMemRef, indices: Variadic<Index>, alignment: OptionalAttr<ConfinedAttr<I64Attr, [IntPositive]>>, volatile_: UnitAttr, nontemporal: DefaultValuedAttr<BoolAttr, [{ false }]>)\n  \
                 results (result: AnyType)\n  has_verifier\n",
            ),
            4 => (
                "call",
                "AttrSizedOperandSegments",
                "  arguments (callee: FlatSymbolRefAttr, args: Variadic<AnyType>, extra: Variadic<AnyType>, weights: OptionalAttr<DenseI32ArrayAttr>)\n  \
                 results (results: Variadic<AnyType>)\n",
            ),
            5 => (
                "loop",
                "SingleBlockImplicitTerminator<\"bench.yield\">, RecursiveMemoryEffects",
                "  arguments (lower: Index, upper: Index, step: Index, init: Variadic<AnyType>)\n  \
                 results (results: Variadic<AnyType>)\n  regions (body: SizedRegion<1>)\n  has_region_verifier\n",
            ),
            6 => (
                "branch",
                "Terminator, AttrSizedOperandSegments",
                "  arguments (condition: I1, true_args: Variadic<AnyType>, false_args: Variadic<AnyType>)\n  \
                 successors (true_dest: AnySuccessor, false_dest: AnySuccessor)\n",
            ),
            _ => (
                "const",
                "Pure, ConstantLike",
                "  arguments (value: TypedAttr, count: I64Prop)\n  results (result: AnyType)\n  has_folder\n",
            ),
        };
        let _ = writeln!(
            s,
            "/// The {name} operation number {i}.\nop \"{name}{i}\" [{traits}] {{\n  summary \"{name} operation {i}\"\n{body}}}\n"
        );
        // the hooks the spec opts into, written by the "author"
        let (hook, method) = match name {
            "load" => ("Verify", "fn verify(self, _ctx: &::ods_runtime::Context) -> ::core::result::Result<(), ::ods_runtime::Diagnostic> { Ok(()) }"),
            "loop" => ("VerifyRegions", "fn verify_regions(self, _ctx: &::ods_runtime::Context) -> ::core::result::Result<(), ::ods_runtime::Diagnostic> { Ok(()) }"),
            "const" => ("Fold", "fn fold(self, _ctx: &mut ::ods_runtime::Context, _operands: &[::core::option::Option<::ods_runtime::Attribute>]) -> ::core::option::Option<::ods_runtime::ir::registry::FoldResult> { None }"),
            _ => ("", ""),
        };
        if !hook.is_empty() {
            let ty = format!("{}{i}Op", name[..1].to_uppercase() + &name[1..]);
            let _ = writeln!(
                s,
                "rust [{{ impl ::ods_runtime::ods::hooks::{hook} for {ty} {{ {method} }} }}]\n"
            );
        }
    }
    s.push_str(
        "op \"yield\" [Pure, Terminator, ReturnLike] {\n  summary \"loop terminator\"\n  arguments (values: Variadic<AnyType>)\n}\n",
    );
    s
}

/// The `[N] [SEED]` command line of the benchmark generators (`gen-bench`,
/// `gen-typedef-bench`): N ops (default 200,000) and the seed (default 1).
pub fn size_and_seed_from_args() -> (usize, u64) {
    let mut args = std::env::args().skip(1);
    let n = args.next().and_then(|a| a.parse().ok()).unwrap_or(200_000);
    let seed = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    (n, seed)
}
