//! The kitchen-sink dialect once more, declared with the attribute macro
//! `#[ods_macros::dialect]` instead of `tests/ods/kitchen.ods`: the ops are structs, the
//! constraints, enums, traits and interfaces are the `.ods` file's text in `ods!`. It
//! generates the same code as the `.ods` file (`ods-spec/tests/attr_macro.rs` compares the
//! two) and gets the same hooks and tests as the other copies.

#[ods_macros::dialect(
    name = "kitchen",
    summary = "the kitchen-sink test dialect",
    description = "Ops here are not meant to be useful: each one exercises a part of the generator.

* arithmetic with enums and folders
* every operand, attribute, result, region and successor kind",
    has_constant_materializer,
    discardable = [
        /// Marks an op as interesting (a discardable attribute).
        marked: UnitAttr
    ],
)]
pub mod by_attr {
    //! A dialect exercising every construct of the `.ods` language.

    ods!(
        r#"
// ---------------------------------------------------------------- constraints

/// A user type constraint: integers of an even width.
type_constraint EvenWidthInteger {
  summary "even-width integer"
  pred and([{ ::ods_runtime::ods::preds::is_integer($_ctx, $_self) }],
           [{ ::ods_runtime::ods::preds::int_width($_ctx, $_self) % 2 == 0 }])
}

/// A parameterized user constraint built with the combinators.
type_constraint NotOf<T: type> {
  summary "anything but {T}"
  pred not(T)
}

type_constraint ElementOf<T: type> {
  summary "shaped value with {T} elements"
  pred and([{ ::ods_runtime::ods::preds::is_shaped($_ctx, $_self) }],
           subst_leaves("$_self", "::ods_runtime::ods::preds::element_type($_ctx, $_self)", T))
}

type_constraint WideOrIndex {
  summary "64-bit integer or index"
  pred or(I64, Index)
}

type_constraint ConcatDemo {
  summary "type that is not f16"
  pred concat("!(", F16, ")")
}

/// A user attribute constraint: odd integers.
attr_constraint OddI64Attr {
  summary "odd 64-bit integer attribute"
  pred and(I64Attr, [{ ::ods_runtime::ods::preds::int_attr_value($_ctx, $_self) % 2 != 0 }])
  rust_type "i64"
  get [{ ::ods_runtime::ods::preds::int_attr_value($_ctx, $_self) as i64 }]
  build [{ ::ods_runtime::ods::preds::int_attr($_ctx, 64, $_value) }]
}

// ---------------------------------------------------------------- enums

/// Comparison predicates.
enum CmpPredicate : i64 {
  summary "comparison predicate"
  /// equal
  eq = 0
  /// not equal
  ne = 1
  /// signed less than
  slt = 2
  /// signed less or equal
  sle = 3
  ult = 6 as UnsignedLess
  attr CmpPredicateAttr
}

/// A 32-bit integer enum.
enum Rounding : i32 {
  summary "rounding mode"
  nearest = 0
  down = 1
  up = 2
  attr RoundingAttr
}

/// Overflow flags (bit enum, `, ` separated, dialect attribute).
bit_enum Overflow : i32 {
  summary "integer overflow flags"
  none = 0
  nsw = 1
  nuw = 2
  separator ", "
  attr OverflowAttr dialect "overflow"
}

/// Fast-math flags (bit enum with a group printed collapsed).
bit_enum FastMath : i32 {
  summary "floating point fast math flags"
  none = 0
  reassoc = 1
  nnan = 2
  ninf = 4
  contract = 8
  fast = [reassoc, nnan, ninf, contract]
  separator ","
  primary_group
  attr FastMathAttr dialect "fastmath"
}

// ---------------------------------------------------------------- traits and interfaces

/// A user trait: the op must carry the `kitchen.marked` attribute.
trait MustBeMarked {
  verify [{
    if ::ods_runtime::ods::preds::has_discardable($_ctx, $_op, "kitchen.marked") {
      Ok(())
    } else {
      Err(::ods_runtime::analysis::verifier::op_error($_ctx, $_op, "requires the 'kitchen.marked' attribute"))
    }
  }]
}

/// Ops that know how costly they are.
interface CostModel {
  summary "cost queries"
  /// The cost of executing the op once.
  method [{ fn cost(&self, ctx: &::ods_runtime::Context) -> u32 }]
  /// Whether the op is cheap (default: cost below 4).
  method [{ fn is_cheap(&self, ctx: &::ods_runtime::Context) -> bool }] default [{ self.cost(ctx) < 4 }]
  /// A name for the cost class of all ops of this type.
  static_method [{ fn cost_class() -> &'static str }]
  verify [{
    if ::ods_runtime::ods::preds::has_discardable($_ctx, $_op, "kitchen.free") {
      Err(::ods_runtime::analysis::verifier::op_error($_ctx, $_op, "claims to be free, but every op has a cost"))
    } else {
      Ok(())
    }
  }]
}
"#
    );

    /// Integer addition.
    #[op("addi", traits = [Pure, Commutative, SameOperandsAndResultType], interfaces = [CostModel],
         summary = "integer addition",
         description = "Adds two integers. Wraps around on overflow unless `overflow` says otherwise.",
         format = "$lhs `,` $rhs (`overflow` `` $overflow^)? attr-dict `:` type($result)",
         has_folder)]
    pub struct AddIOp {
        /// the left operand
        #[operand]
        lhs: SignlessIntegerLike,
        /// the right operand
        #[operand]
        rhs: SignlessIntegerLike,
        #[attr]
        overflow: DefaultValuedAttr<OverflowAttr, { Overflow::NONE }>,
        #[result]
        result: SignlessIntegerLike,
    }

    /// Comparison producing an `i1`.
    #[op("cmp", traits = [Pure, SameTypeOperands], summary = "integer comparison")]
    pub struct CmpOp {
        #[attr]
        predicate: CmpPredicateAttr,
        #[operand]
        lhs: SignlessIntegerOrIndexLike,
        #[operand]
        rhs: SignlessIntegerOrIndexLike,
        #[result]
        result: I1,
    }

    /// A constant.
    #[op("constant", traits = [Pure, ConstantLike, InferTypeOpInterface],
         summary = "a constant value", has_folder)]
    pub struct ConstantOp {
        #[attr]
        value: TypedAttr,
        #[result]
        result: AnyType,
    }

    /// Operand groups split by `operandSegmentSizes`.
    #[op("segments", traits = [AttrSizedOperandSegments, AttrSizedResultSegments],
         summary = "variadic and optional groups")]
    pub struct SegmentsOp {
        #[operand]
        first: I32,
        #[operand]
        many: Variadic<AnyInteger>,
        #[operand]
        maybe: Optional<Index>,
        #[operand]
        more: Variadic<AnyFloat>,
        #[result]
        outs: Variadic<AnyType>,
        #[result]
        out_opt: Optional<I1>,
    }

    /// Variadic groups of equal size.
    #[op("same_size", traits = [SameVariadicOperandSize], summary = "two groups of the same size")]
    pub struct SameSizeOp {
        #[operand]
        xs: Variadic<I32>,
        #[operand]
        ys: Variadic<I32>,
    }

    /// A variadic of variadics.
    #[op("vov", summary = "groups of groups")]
    pub struct VovOp {
        #[operand]
        groups: VariadicOfVariadic<AnyType, "group_sizes">,
        #[attr]
        group_sizes: DenseI32ArrayAttr,
    }

    /// Every attribute and property kind.
    #[op("attrs", summary = "attribute kinds")]
    pub struct AttrsOp {
        #[attr]
        required: I64Attr,
        #[attr]
        maybe_str: OptionalAttr<StrAttr>,
        #[attr]
        with_default: DefaultValuedAttr<I64Attr, { 7 }>,
        #[attr]
        default_opt: DefaultValuedOptionalAttr<BoolAttr, { true }>,
        #[attr]
        label: DefaultValuedStrAttr<StrAttr, "none">,
        #[attr]
        bounded: ConfinedAttr<I64Attr, (IntMinValue<0>, IntMaxValue<10>)>,
        #[attr]
        pow2: OptionalAttr<ConfinedAttr<I64Attr, [IntPowerOf2]>>,
        #[attr]
        sorted: OptionalAttr<
            ConfinedAttr<DenseI64ArrayAttr, (DenseArrayStrictlySorted, DenseArrayMinCt<2>)>,
        >,
        #[attr]
        odd: OptionalAttr<OddI64Attr>,
        #[attr]
        rounding: OptionalAttr<RoundingAttr>,
        #[attr]
        names: OptionalAttr<StrArrayAttr>,
        #[attr]
        fm: DefaultValuedAttr<FastMathAttr, { FastMath::NONE }>,
        #[attr]
        answer: ConstantAttr<I64Attr, { 42 }>,
        #[attr]
        width: ods!(DerivedAttr<"u32", [{ ::ods_runtime::ods::preds::int_width($_ctx, $_ctx.ir.value_type($_ctx.ir.operand($_op, 0))) }]>),
        #[prop]
        count: I64Prop,
        #[prop]
        small: I32Prop,
        #[prop]
        tag: StrProp,
        #[prop]
        flag: BoolProp,
        #[prop]
        present: UnitProp,
        #[prop]
        dims: ArrayProp<I64Prop>,
        #[prop]
        maybe_count: OptionalProp<I64Prop>,
        #[attr]
        unit_flag: UnitAttr,
        #[operand]
        probe: AnyInteger,
    }

    /// A structured op with regions.
    #[op("region_op", traits = [SingleBlockImplicitTerminator<"kitchen.yield">, RecursiveMemoryEffects],
         summary = "an op with regions", has_region_verifier)]
    pub struct RegionOpOp {
        #[operand]
        init: Variadic<AnyType>,
        #[result]
        results: Variadic<AnyType>,
        #[region]
        body: SizedRegion<1>,
        #[region]
        alternatives: VariadicRegion<MinSizedRegion<1>>,
    }

    /// The terminator of `region_op`.
    #[op("yield", traits = [Pure, Terminator, ReturnLike, HasParent<"kitchen.region_op">],
         summary = "region terminator")]
    pub struct YieldOp {
        #[operand]
        values: Variadic<AnyType>,
    }

    /// A branch with successors.
    #[op("br", traits = [Terminator], summary = "branch")]
    pub struct BrOp {
        #[operand]
        args: Variadic<AnyType>,
        #[successor]
        dest: AnySuccessor,
        #[successor]
        others: VariadicSuccessor<AnySuccessor>,
    }

    /// A symbol: a function-like op.
    #[op("func", traits = [Symbol, IsolatedFromAbove, AutomaticAllocationScope], summary = "a named body")]
    pub struct FuncOp {
        #[attr]
        sym_name: SymbolNameAttr,
        #[attr]
        visibility: OptionalAttr<StrAttr>,
        #[region]
        body: AnyRegion,
    }

    /// A symbol table without terminators.
    #[op("module", traits = [SymbolTable, NoTerminator, SingleBlock, IsolatedFromAbove],
         summary = "a symbol table")]
    pub struct ModuleOp {
        #[region]
        body: SizedRegion<1>,
    }

    /// Only valid inside `kitchen.func` or `kitchen.module`.
    #[op("nested", traits = [ParentOneOf<["kitchen.func", "kitchen.module"]>], summary = "nested op")]
    pub struct NestedOp;

    /// Type relations.
    #[op("shaped",
         traits = [
             AllElementTypesMatch<["input", "output"]>,
             AllShapesMatch<["input", "mask"]>,
             TypesMatchWith<"elem is the element type of input", "input", "elem", { ::ods_runtime::ods::preds::element_type($_ctx, $_self) }>,
             PredOpTrait<"the input is not empty", { ::ods_runtime::ods::preds::num_elements($_ctx, $_ctx.ir.value_type($input)) != Some(0) }>,
         ],
         summary = "shaped operands")]
    pub struct ShapedOp {
        #[operand]
        input: TensorOf<(F32, F64)>,
        #[operand]
        elem: AnyFloat,
        #[operand]
        mask: RankedTensorOf<[I1]>,
        #[operand]
        other: VectorOf<[AnyInteger]>,
        #[operand]
        buffer: MemRefOf<[F32]>,
        #[operand]
        evens: EvenWidthInteger,
        #[operand]
        not_index: NotOf<Index>,
        #[operand]
        wide: WideOrIndex,
        #[operand]
        no_f16: ConcatDemo,
        #[operand]
        shaped_i8: ElementOf<I8>,
        #[result]
        output: AnyTensor,
    }

    /// All operands and results share one type.
    #[op("all_match", traits = [AllTypesMatch<["a", "b", "result"]>, Idempotent, Elementwise],
         summary = "all types match")]
    pub struct AllMatchOp {
        #[operand]
        a: AnyType,
        #[operand]
        b: AnyType,
        #[result]
        result: AnyType,
    }

    /// Custom builders only.
    #[op("built",
         summary = "custom builders",
         skip_default_builders,
         /// Builds with a value and no operand.
         builder = fn with_value(value: i64) {
             let attr = ::ods_runtime::ods::preds::int_attr(ctx, 64, value);
             state.props = ::ods_runtime::ir::Properties::Slots(::std::vec![Some(attr)].into_boxed_slice());
             let i64_ty = ctx.integer_type(64, ::ods_runtime::ir::types::Signedness::Signless);
             state.result_types.push(i64_ty);
         })]
    pub struct BuiltOp {
        #[attr]
        value: I64Attr,
        #[operand]
        operand: Optional<I64>,
        #[result]
        result: I64,
    }

    /// Hand-written assembly.
    #[op("custom_asm", summary = "custom parse and print", custom_assembly)]
    pub struct CustomAsmOp {
        #[attr]
        value: I64Attr,
    }

    /// Hooks of every kind.
    #[op("hooks", traits = [MustBeMarked, Involution],
         summary = "verifier, canonicalization, extra items",
         has_verifier, has_canonicalizer, has_canonicalize_method,
         extra = {
             /// The answer, from an extra item.
             pub fn answer(self) -> u32 { 42 }
         })]
    pub struct HooksOp {
        #[operand]
        input: AnySignlessInteger,
        #[result]
        result: I32,
    }

    /// Several results fold together.
    #[op("divmod", traits = [Pure], summary = "quotient and remainder", has_folder)]
    pub struct DivmodOp {
        #[operand]
        lhs: I32,
        #[operand]
        rhs: I32,
        #[result]
        quotient: I32,
        #[result]
        remainder: I32,
    }

    /// Memory effects: on the op, on operands (`Arg`), on a result (`Res`), and hand-written ones
    /// (`MemoryEffectsOpInterface`: a marked copy also frees its source).
    #[op("copy", traits = [MemoryEffects<[MemRead<"KitchenLog">]>, MemoryEffectsOpInterface],
         summary = "reads a buffer, writes others, may allocate one")]
    pub struct CopyOp {
        #[operand]
        source: Arg<AnyMemRef, "the buffer read", [MemRead]>,
        #[operand]
        targets: Arg<Variadic<AnyMemRef>, "the buffers written", [MemWrite<"Heap", 1, FullEffect>]>,
        #[result]
        fresh: Res<Optional<AnyMemRef>, "a buffer the op allocates", (MemAlloc, MemWrite)>,
    }

    include!("hooks.rs");
}
