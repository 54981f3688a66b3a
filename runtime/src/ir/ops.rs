//! Operations, blocks, regions and values, stored in arenas and named by typed ids.
//!
//! Structure (as in MLIR): an operation has operands, results, successors, regions, a
//! dictionary of discardable attributes and its inherent attributes as [`Properties`]. A region
//! holds a list of blocks, a block holds typed arguments and a list of operations. Blocks and
//! operations are kept in intrusive doubly linked lists so insertion and erasure are O(1).
//!
//! Every operand is a *use* of a value; each value keeps a doubly linked list of its uses threaded
//! through the operand slots, so `replace_all_uses_with` and `erase` cost O(uses).
//! No `unsafe`, no `Rc<RefCell<..>>`: all links are ids into [`IrArena`].

use crate::ir::attributes::{Attribute, Location};
use crate::ir::context::{Context, Symbol};
use crate::ir::types::Type;

crate::entity_id! {
    /// An operation.
    pub struct Op;
}
crate::entity_id! {
    /// A block.
    pub struct Block;
}
crate::entity_id! {
    /// A region.
    pub struct Region;
}
crate::entity_id! {
    /// An SSA value: an operation result or a block argument.
    pub struct Value;
}

/// Implemented by every generated op handle (`#[repr(transparent)]` over [`Op`]).
pub trait OpHandle: Copy + 'static {
    /// The full op name, `dialect.mnemonic`.
    const NAME: &'static str;
    /// The underlying operation.
    fn op(self) -> Op;
    /// Wraps `op` without checking its name.
    fn from_op_unchecked(op: Op) -> Self;
    /// `op` as this handle type when it is registered as one (MLIR's `dyn_cast<T>`); the
    /// same as the generated inherent `from_op`, for generic code.
    fn from_op(ctx: &Context, op: Op) -> Option<Self> {
        op_is(ctx, op, Self::NAME, std::any::TypeId::of::<Self>())
            .then(|| Self::from_op_unchecked(op))
    }
}

/// An operation or a typed op handle: what the rewriter's methods take.
pub trait AsOp: Copy {
    /// The underlying operation.
    fn as_op(self) -> Op;
}

impl AsOp for Op {
    #[inline]
    fn as_op(self) -> Op {
        self
    }
}

impl<T: OpHandle> AsOp for T {
    #[inline]
    fn as_op(self) -> Op {
        self.op()
    }
}

/// True when `op` is registered with the handle type `ty` (or, when its registration names no
/// Rust type, when it is called `name`).
pub fn op_is(ctx: &Context, op: Op, name: &str, ty: std::any::TypeId) -> bool {
    match ctx.op_info(op) {
        Some(info) => match info.rust_type {
            Some(f) => f() == ty,
            None => ctx.str(info.name) == name,
        },
        None => false,
    }
}

impl Value {
    /// The value's type (`value.getType()`).
    #[inline]
    pub fn ty(self, ctx: &Context) -> Type {
        ctx.ir.value_type(self)
    }

    /// The operation whose result this is; `None` for a block argument.
    pub fn owner_op(self, ctx: &Context) -> Option<Op> {
        match ctx.ir.value(self).def {
            ValueDef::Result { op, .. } => Some(op),
            _ => None,
        }
    }

    /// MLIR's `value.getDefiningOp<T>()`: the op defining this value when it is registered as
    /// the op handle type `T`.
    pub fn defining_op<T: OpHandle>(self, ctx: &Context) -> Option<T> {
        let op = self.owner_op(ctx)?;
        op_is(ctx, op, T::NAME, std::any::TypeId::of::<T>()).then(|| T::from_op_unchecked(op))
    }

    /// Whether the value has any use.
    pub fn has_uses(self, ctx: &Context) -> bool {
        ctx.ir.has_uses(self)
    }
}

/// The position of one operand: operation and operand index. Names one use of a value.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct OperandRef {
    /// the using operation
    pub op: Op,
    /// operand index within it
    pub index: u32,
}

/// The position of one successor: operation and successor index. Names one use of a block
/// (MLIR's `BlockOperand`); each block keeps a list of its uses, so a block's predecessors
/// are found without scanning its region.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SuccessorRef {
    /// the branching operation
    pub op: Op,
    /// successor index within it
    pub index: u32,
}

/// One operand slot: the used value and the links of that value's use list.
#[derive(Clone, Debug)]
pub struct Operand {
    /// the value used
    pub value: Value,
    prev: Option<OperandRef>,
    next: Option<OperandRef>,
}

/// Inherent attributes of an operation.
#[derive(Clone, Debug, Default)]
pub enum Properties {
    /// no properties
    #[default]
    None,
    /// an unregistered operation's `<{...}>`, kept as a dictionary attribute
    Dict(Attribute),
    /// a registered operation's inherent attributes, one slot per attribute in the order the
    /// op's registration declares ([`crate::ir::registry::OpInfo::property_names`])
    Slots(Box<[Option<Attribute>]>),
}

/// Where a value comes from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ValueDef {
    /// result `index` of `op`
    Result {
        /// defining operation
        op: Op,
        /// result index
        index: u32,
    },
    /// argument `index` of `block`
    BlockArg {
        /// owning block
        block: Block,
        /// argument index
        index: u32,
    },
    /// a forward reference not yet defined (parser only); never left in finished IR
    Placeholder,
}

/// Storage of one value.
#[derive(Clone, Debug)]
pub struct ValueData {
    /// its type
    pub ty: Type,
    /// where it comes from
    pub def: ValueDef,
    /// location of a block argument (results use their op's location)
    pub loc: Location,
    first_use: Option<OperandRef>,
}

/// Storage of one operation.
#[derive(Clone, Debug)]
pub struct OperationData {
    /// full name, `dialect.mnemonic`
    pub name: Symbol,
    /// registry index of the registered op, if registered
    pub info: Option<u32>,
    /// location
    pub loc: Location,
    /// where its operands are in [`IrArena`]'s operand store
    operands: OperandSpan,
    first_result: u32,
    num_results: u32,
    /// successor blocks: set when the op is created and never assigned afterwards (each
    /// entry is linked in its block's use list)
    pub successors: Box<[Block]>,
    /// by successor: the previous and next use of the same block
    successor_links: Box<[(Option<SuccessorRef>, Option<SuccessorRef>)]>,
    /// regions, owned
    pub regions: Box<[Region]>,
    /// discardable attributes: a dictionary attribute
    pub attrs: Attribute,
    /// inherent attributes
    pub props: Properties,
    parent: Option<Block>,
    prev: Option<Op>,
    next: Option<Op>,
}

/// The operands of one op: `len` slots from `start` of the arena's operand store, with room
/// for `cap` (an op that outgrows its room moves its operands to the end of the store).
#[derive(Clone, Copy, Debug, Default)]
struct OperandSpan {
    start: u32,
    len: u32,
    cap: u32,
}

impl OperandSpan {
    fn range(self) -> std::ops::Range<usize> {
        self.start as usize..(self.start + self.len) as usize
    }
}

/// Storage of one block.
#[derive(Clone, Debug, Default)]
pub struct BlockData {
    /// arguments, in order
    pub args: Vec<Value>,
    /// the most recent use of the block as a successor
    first_use: Option<SuccessorRef>,
    first_op: Option<Op>,
    last_op: Option<Op>,
    parent: Option<Region>,
    prev: Option<Block>,
    next: Option<Block>,
}

/// Storage of one region.
#[derive(Clone, Debug, Default)]
pub struct RegionData {
    first_block: Option<Block>,
    last_block: Option<Block>,
    parent: Option<Op>,
}

/// Everything needed to create an operation.
#[derive(Clone, Debug)]
pub struct OperationState {
    /// full op name
    pub name: Symbol,
    /// location
    pub loc: Location,
    /// operand values (successor operands included, after the regular ones)
    pub operands: Vec<Value>,
    /// result types
    pub result_types: Vec<Type>,
    /// successor blocks
    pub successors: Vec<Block>,
    /// regions to take ownership of (must be unattached)
    pub regions: Vec<Region>,
    /// discardable attributes (a dictionary attribute)
    pub attrs: Attribute,
    /// inherent attributes
    pub props: Properties,
}

impl OperationState {
    /// An empty state for `name` at `loc`.
    pub fn new(ctx: &Context, name: Symbol, loc: Location) -> Self {
        OperationState {
            name,
            loc,
            operands: Vec::new(),
            result_types: Vec::new(),
            successors: Vec::new(),
            regions: Vec::new(),
            attrs: ctx.common.empty_dict,
            props: Properties::None,
        }
    }
}

/// The arenas holding all IR entities of a [`Context`].
///
/// The arena counts the edits made to the entities that existed when edit tracking started
/// (a private counter): the greedy rewrite driver tracks edits while a pattern runs and checks
/// that every one of them went through the
/// [`Rewriter`](crate::transforms::rewriter::Rewriter). Outside a pattern nothing is tracked
/// and counting costs one comparison per edit.
#[derive(Default, Debug)]
pub struct IrArena {
    ops: Vec<OperationData>,
    /// the operands of every op, op by op (see [`OperandSpan`]): one allocation for all of
    /// them instead of one per op
    operand_store: Vec<Operand>,
    blocks: Vec<BlockData>,
    regions: Vec<RegionData>,
    values: Vec<ValueData>,
    /// edits of tracked entities so far
    edits: u64,
    /// edits of any entity so far (see [`IrArena::generation`])
    generation: u64,
    /// entities with an index below these bounds are tracked (all zero: tracking is off)
    tracked: Tracked,
    /// by op: whether it and (through `RecursiveMemoryEffects`) its nested ops could be
    /// erased when unused, as last computed ([`IrArena::cached_removable`])
    removable: Vec<std::sync::atomic::AtomicU8>,
}

/// [`IrArena::removable`] entries: not known, removable, not removable.
const REMOVABLE_UNKNOWN: u8 = 0;
const REMOVABLE_YES: u8 = 1;
const REMOVABLE_NO: u8 = 2;

/// The bounds of the tracked entities: those that existed when tracking started.
#[derive(Default, Debug, Clone, Copy)]
struct Tracked {
    ops: usize,
    blocks: usize,
    regions: usize,
    values: usize,
}

impl IrArena {
    /// Starts counting the edits of the entities that exist now (entities created later are
    /// not tracked: building new IR is free until it is attached to tracked IR, which counts).
    pub(crate) fn start_tracking_edits(&mut self) {
        self.tracked = Tracked {
            ops: self.ops.len(),
            blocks: self.blocks.len(),
            regions: self.regions.len(),
            values: self.values.len(),
        };
    }

    /// Stops counting edits.
    pub(crate) fn stop_tracking_edits(&mut self) {
        self.tracked = Tracked::default();
    }

    /// The number of edits of tracked entities made so far (it only grows): structural
    /// edits (inserting, moving, detaching and erasing ops and blocks, operand and use-list
    /// changes, block arguments, moving regions) and every mutable access to an op's data
    /// ([`IrArena::op_mut`]), value types and locations.
    pub(crate) fn edit_count(&self) -> u64 {
        self.edits
    }

    /// A number that changes whenever the IR changes (every structural edit, operand or
    /// use-list change and mutable access to op data, value types or locations, of any
    /// entity): a fact computed from the IR and stored with the generation is still true
    /// while the generation is the same.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    #[inline]
    fn touch_op(&mut self, op: Op) {
        self.generation += 1;
        if op.index() < self.tracked.ops {
            self.edits += 1;
        }
        self.forget_removable(Some(op));
    }

    #[inline]
    fn touch_block(&mut self, block: Block) {
        self.generation += 1;
        if block.index() < self.tracked.blocks {
            self.edits += 1;
        }
        self.forget_removable(self.block_parent_op(block));
    }

    #[inline]
    fn touch_region(&mut self, region: Region) {
        self.generation += 1;
        if region.index() < self.tracked.regions {
            self.edits += 1;
        }
        self.forget_removable(self.region_parent(region));
    }

    #[inline]
    fn touch_value(&mut self, value: Value) {
        self.generation += 1;
        if value.index() < self.tracked.values {
            self.edits += 1;
        }
        // an op's effects may depend on the types of its results, arguments and operands
        let owner = match self.values[value.index()].def {
            ValueDef::Result { op, .. } => Some(op),
            ValueDef::BlockArg { block, .. } => self.block_parent_op(block),
            ValueDef::Placeholder => None,
        };
        self.forget_removable(owner);
        let mut cur = self.values[value.index()].first_use;
        while let Some(r) = cur {
            cur = self.operand_at(r).next;
            self.forget_removable(Some(r.op));
        }
    }

    /// Forgets the cached removability of `op` and of its ancestors, up to the first one
    /// not known. Sound because a known entry of an op whose answer depends on its nested
    /// ops is only stored once the nested ops it depends on are known (see
    /// [`IrArena::cached_removable`]): an op whose entry is not known has no known ancestor
    /// that depends on it.
    #[inline]
    fn forget_removable(&mut self, mut op: Option<Op>) {
        while let Some(o) = op {
            match self.removable.get_mut(o.index()).map(|s| s.get_mut()) {
                Some(s) if *s != REMOVABLE_UNKNOWN => *s = REMOVABLE_UNKNOWN,
                _ => return,
            }
            op = self.parent_op(o);
        }
    }

    /// The cached answer of [`crate::analysis::effects::would_be_trivially_dead`]'s walk for
    /// `op` (its own effects and, through `RecursiveMemoryEffects`, those of its nested ops
    /// allow erasing it), if known. Every edit of an op, of its blocks, regions, values or
    /// operands' types forgets the entries of the op and its ancestors, so an entry stays
    /// true for the op's current contents. Whoever stores an entry must store the entries
    /// the answer depends on first: `true` for a recursive op only when every directly
    /// nested op is known `true`; `false` only with a known `false` nested op (or own
    /// effects that forbid it).
    pub(crate) fn cached_removable(&self, op: Op) -> Option<bool> {
        match self.removable[op.index()].load(std::sync::atomic::Ordering::Relaxed) {
            REMOVABLE_YES => Some(true),
            REMOVABLE_NO => Some(false),
            _ => None,
        }
    }

    /// Stores an entry read by [`IrArena::cached_removable`] (see there for the rule).
    pub(crate) fn cache_removable(&self, op: Op, removable: bool) {
        let v = if removable {
            REMOVABLE_YES
        } else {
            REMOVABLE_NO
        };
        self.removable[op.index()].store(v, std::sync::atomic::Ordering::Relaxed);
    }
}

impl IrArena {
    /// Operation storage.
    #[inline]
    pub fn op(&self, op: Op) -> &OperationData {
        &self.ops[op.index()]
    }
    /// Mutable operation storage (operands are changed through [`IrArena::set_operand`]).
    #[inline]
    pub fn op_mut(&mut self, op: Op) -> &mut OperationData {
        self.touch_op(op);
        &mut self.ops[op.index()]
    }
    /// Storage of every operation ever created (erased ones included), in creation order.
    pub fn all_ops(&self) -> impl Iterator<Item = &OperationData> {
        self.ops.iter()
    }
    /// Block storage.
    #[inline]
    pub fn block(&self, b: Block) -> &BlockData {
        &self.blocks[b.index()]
    }
    /// Region storage.
    #[inline]
    pub fn region(&self, r: Region) -> &RegionData {
        &self.regions[r.index()]
    }
    /// Value storage.
    #[inline]
    pub fn value(&self, v: Value) -> &ValueData {
        &self.values[v.index()]
    }
    /// The type of a value.
    #[inline]
    pub fn value_type(&self, v: Value) -> Type {
        self.values[v.index()].ty
    }
    /// Changes the type of a value (used by parsers resolving forward references).
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.touch_value(v);
        self.values[v.index()].ty = ty;
    }
    /// Number of operations ever created (erased ones included).
    pub fn num_ops(&self) -> usize {
        self.ops.len()
    }

    fn new_value(&mut self, ty: Type, def: ValueDef, loc: Location) -> Value {
        let v = Value::from_index(self.values.len());
        self.values.push(ValueData {
            ty,
            def,
            loc,
            first_use: None,
        });
        v
    }

    /// A value with no definition yet, for forward references. Replace all its uses and never
    /// leave it in finished IR.
    pub fn create_placeholder(&mut self, ty: Type, loc: Location) -> Value {
        self.new_value(ty, ValueDef::Placeholder, loc)
    }

    /// Creates a detached operation from `state`, taking ownership of its regions.
    pub fn create_op(&mut self, mut state: OperationState) -> Op {
        self.create_op_reusing(&mut state)
    }

    /// Appends an operand to `op`.
    pub fn push_operand(&mut self, op: Op, value: Value) {
        self.touch_op(op);
        let mut span = self.ops[op.index()].operands;
        if span.len == span.cap {
            self.reserve_operands(op, 1);
            span = self.ops[op.index()].operands;
        }
        let index = span.len;
        self.operand_store[(span.start + index) as usize] = Operand {
            value,
            prev: None,
            next: None,
        };
        self.ops[op.index()].operands.len += 1;
        self.link_use(OperandRef { op, index }, value);
    }

    /// Makes room for `n` more operands of `op`: when its slots are full they move to the end
    /// of the store, with room to grow (their old slots stay unused).
    fn reserve_operands(&mut self, op: Op, n: u32) {
        let span = self.ops[op.index()].operands;
        if span.cap - span.len >= n {
            return;
        }
        let cap = (span.len + n).max(span.cap * 2);
        let start = self.operand_store.len();
        self.operand_store.extend_from_within(span.range());
        let vacant = Operand {
            value: Value::from_index(0),
            prev: None,
            next: None,
        };
        self.operand_store.resize(start + cap as usize, vacant);
        self.ops[op.index()].operands = OperandSpan {
            start: start as u32,
            len: span.len,
            cap,
        };
    }

    fn operand_at(&self, r: OperandRef) -> &Operand {
        let start = self.ops[r.op.index()].operands.start;
        &self.operand_store[(start + r.index) as usize]
    }

    fn operand_slot(&mut self, r: OperandRef) -> &mut Operand {
        let start = self.ops[r.op.index()].operands.start;
        &mut self.operand_store[(start + r.index) as usize]
    }

    fn link_use(&mut self, r: OperandRef, value: Value) {
        let head = self.values[value.index()].first_use;
        {
            let slot = self.operand_slot(r);
            slot.value = value;
            slot.prev = None;
            slot.next = head;
        }
        if let Some(h) = head {
            self.operand_slot(h).prev = Some(r);
        }
        self.values[value.index()].first_use = Some(r);
    }

    fn unlink_use(&mut self, r: OperandRef) {
        let (value, prev, next) = {
            let s = self.operand_at(r);
            (s.value, s.prev, s.next)
        };
        match prev {
            Some(p) => self.operand_slot(p).next = next,
            None => self.values[value.index()].first_use = next,
        }
        if let Some(n) = next {
            self.operand_slot(n).prev = prev;
        }
    }

    /// Sets operand `index` of `op` to `value`, updating use lists.
    pub fn set_operand(&mut self, op: Op, index: usize, value: Value) {
        self.touch_op(op);
        let r = OperandRef {
            op,
            index: index as u32,
        };
        self.unlink_use(r);
        self.link_use(r, value);
    }

    /// Replaces every use of `from` with `to`.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        while let Some(r) = self.values[from.index()].first_use {
            self.touch_op(r.op);
            self.unlink_use(r);
            self.link_use(r, to);
        }
    }

    /// The uses of a value, most recent first.
    pub fn uses(&self, value: Value) -> Uses<'_> {
        Uses {
            arena: self,
            cur: self.values[value.index()].first_use,
        }
    }

    /// True when the value has at least one use.
    pub fn has_uses(&self, value: Value) -> bool {
        self.values[value.index()].first_use.is_some()
    }

    /// Links successor `r` into `block`'s use list. Not counted as an edit of the block:
    /// it happens when the op is created (or erased, which counts for the op).
    fn link_block_use(&mut self, r: SuccessorRef, block: Block) {
        let head = self.blocks[block.index()].first_use;
        self.ops[r.op.index()].successor_links[r.index as usize] = (None, head);
        if let Some(h) = head {
            self.ops[h.op.index()].successor_links[h.index as usize].0 = Some(r);
        }
        self.blocks[block.index()].first_use = Some(r);
    }

    fn unlink_block_use(&mut self, r: SuccessorRef) {
        let block = self.ops[r.op.index()].successors[r.index as usize];
        let (prev, next) =
            std::mem::take(&mut self.ops[r.op.index()].successor_links[r.index as usize]);
        match prev {
            Some(p) => self.ops[p.op.index()].successor_links[p.index as usize].1 = next,
            None => self.blocks[block.index()].first_use = next,
        }
        if let Some(n) = next {
            self.ops[n.op.index()].successor_links[n.index as usize].0 = prev;
        }
    }

    /// The uses of `block` as a successor, most recent first, by every op that names it
    /// (detached ones and ops of other regions included; erased ops hold none).
    pub fn block_uses(&self, block: Block) -> BlockUses<'_> {
        BlockUses {
            arena: self,
            cur: self.blocks[block.index()].first_use,
        }
    }

    /// Creates an empty, detached block.
    pub fn create_block(&mut self) -> Block {
        let b = Block::from_index(self.blocks.len());
        self.blocks.push(BlockData::default());
        b
    }

    /// Appends an argument of type `ty` to `block`.
    pub fn add_block_arg(&mut self, block: Block, ty: Type, loc: Location) -> Value {
        self.touch_block(block);
        let index = self.blocks[block.index()].args.len() as u32;
        let v = self.new_value(ty, ValueDef::BlockArg { block, index }, loc);
        self.blocks[block.index()].args.push(v);
        v
    }

    /// Creates an empty, detached region.
    pub fn create_region(&mut self) -> Region {
        let r = Region::from_index(self.regions.len());
        self.regions.push(RegionData::default());
        r
    }

    /// Appends `block` (detached) at the end of `region`.
    pub fn append_block(&mut self, region: Region, block: Block) {
        self.touch_region(region);
        self.touch_block(block);
        let last = self.regions[region.index()].last_block;
        {
            let b = &mut self.blocks[block.index()];
            b.parent = Some(region);
            b.prev = last;
            b.next = None;
        }
        match last {
            Some(l) => self.blocks[l.index()].next = Some(block),
            None => self.regions[region.index()].first_block = Some(block),
        }
        self.regions[region.index()].last_block = Some(block);
    }

    /// Appends `op` (detached) at the end of `block`.
    pub fn append_op(&mut self, block: Block, op: Op) {
        self.touch_block(block);
        self.touch_op(op);
        let last = self.blocks[block.index()].last_op;
        {
            let o = &mut self.ops[op.index()];
            o.parent = Some(block);
            o.prev = last;
            o.next = None;
        }
        match last {
            Some(l) => self.ops[l.index()].next = Some(op),
            None => self.blocks[block.index()].first_op = Some(op),
        }
        self.blocks[block.index()].last_op = Some(op);
    }

    /// Inserts `op` (detached) right before `before`.
    pub fn insert_op_before(&mut self, before: Op, op: Op) {
        self.touch_op(before);
        self.touch_op(op);
        let (parent, prev) = {
            let b = &self.ops[before.index()];
            (b.parent, b.prev)
        };
        {
            let o = &mut self.ops[op.index()];
            o.parent = parent;
            o.prev = prev;
            o.next = Some(before);
        }
        self.ops[before.index()].prev = Some(op);
        match prev {
            Some(p) => self.ops[p.index()].next = Some(op),
            None => {
                if let Some(b) = parent {
                    self.blocks[b.index()].first_op = Some(op);
                }
            }
        }
    }

    /// Unlinks `op` from its block, leaving it detached (uses and regions untouched).
    pub fn detach_op(&mut self, op: Op) {
        self.touch_op(op);
        let (parent, prev, next) = {
            let o = &self.ops[op.index()];
            (o.parent, o.prev, o.next)
        };
        match prev {
            Some(p) => self.ops[p.index()].next = next,
            None => {
                if let Some(b) = parent {
                    self.blocks[b.index()].first_op = next;
                }
            }
        }
        match next {
            Some(n) => self.ops[n.index()].prev = prev,
            None => {
                if let Some(b) = parent {
                    self.blocks[b.index()].last_op = prev;
                }
            }
        }
        let o = &mut self.ops[op.index()];
        o.parent = None;
        o.prev = None;
        o.next = None;
    }

    /// Erases `op` and everything nested in it: unlinks it and drops all uses its operands (and
    /// nested operations' operands) hold. Results must have no uses left outside the erased ops.
    /// Iterative, so any nesting depth is fine.
    pub fn erase_op(&mut self, op: Op) {
        self.detach_op(op);
        let mut work = vec![op];
        while let Some(o) = work.pop() {
            for i in 0..self.ops[o.index()].operands.len {
                self.unlink_use(OperandRef { op: o, index: i });
            }
            self.ops[o.index()].operands.len = 0;
            for i in 0..self.ops[o.index()].successors.len() {
                self.unlink_block_use(SuccessorRef {
                    op: o,
                    index: i as u32,
                });
            }
            let regions = std::mem::take(&mut self.ops[o.index()].regions);
            for r in regions.iter() {
                let mut b = self.regions[r.index()].first_block;
                while let Some(blk) = b {
                    let mut cur = self.blocks[blk.index()].first_op;
                    while let Some(inner) = cur {
                        cur = self.ops[inner.index()].next;
                        work.push(inner);
                    }
                    b = self.blocks[blk.index()].next;
                }
            }
        }
    }

    /// Replaces the operand list of `op` with `values`, updating use lists.
    pub fn set_operands(&mut self, op: Op, values: &[Value]) {
        self.touch_op(op);
        for i in 0..self.ops[op.index()].operands.len {
            self.unlink_use(OperandRef { op, index: i });
        }
        self.ops[op.index()].operands.len = 0;
        self.reserve_operands(op, values.len() as u32);
        for &v in values {
            self.push_operand(op, v);
        }
    }

    /// Erases operand `index` of `op`; later operands shift down.
    pub fn erase_operand(&mut self, op: Op, index: usize) {
        let mut values: Vec<Value> = self.operands(op).collect();
        if index < values.len() {
            values.remove(index);
            self.set_operands(op, &values);
        }
    }

    /// Drops every operand of `op` and of the ops nested in it (MLIR's `dropAllReferences`
    /// on each), so that their definitions can be erased in any order.
    pub fn drop_all_references(&mut self, op: Op) {
        let mut work = vec![op];
        while let Some(o) = work.pop() {
            self.set_operands(o, &[]);
            for r in self.ops[o.index()].regions.clone().iter() {
                let mut b = self.regions[r.index()].first_block;
                while let Some(blk) = b {
                    let mut cur = self.blocks[blk.index()].first_op;
                    while let Some(inner) = cur {
                        cur = self.ops[inner.index()].next;
                        work.push(inner);
                    }
                    b = self.blocks[blk.index()].next;
                }
            }
        }
    }

    /// Erases argument `index` of `block`, which must have no uses; later arguments shift
    /// down.
    pub fn erase_block_arg(&mut self, block: Block, index: usize) {
        self.touch_block(block);
        let args = &mut self.blocks[block.index()].args;
        if index >= args.len() {
            return;
        }
        args.remove(index);
        let rest: Vec<Value> = args[index..].to_vec();
        for (i, v) in rest.into_iter().enumerate() {
            self.values[v.index()].def = ValueDef::BlockArg {
                block,
                index: (index + i) as u32,
            };
        }
    }

    /// Unlinks `block` from its region, leaving it detached (its ops stay in it).
    pub fn detach_block(&mut self, block: Block) {
        self.touch_block(block);
        let (parent, prev, next) = {
            let b = &self.blocks[block.index()];
            (b.parent, b.prev, b.next)
        };
        match prev {
            Some(p) => self.blocks[p.index()].next = next,
            None => {
                if let Some(r) = parent {
                    self.regions[r.index()].first_block = next;
                }
            }
        }
        match next {
            Some(n) => self.blocks[n.index()].prev = prev,
            None => {
                if let Some(r) = parent {
                    self.regions[r.index()].last_block = prev;
                }
            }
        }
        let b = &mut self.blocks[block.index()];
        b.parent = None;
        b.prev = None;
        b.next = None;
    }

    /// Erases `block`: unlinks it from its region and erases its ops, last to first. Values
    /// defined in it must have no uses left outside it.
    pub fn erase_block(&mut self, block: Block) {
        self.detach_block(block);
        while let Some(op) = self.blocks[block.index()].last_op {
            self.erase_op(op);
        }
    }

    /// Moves every op of `from` to the end of `to`, in order.
    pub fn splice_block_ops(&mut self, from: Block, to: Block) {
        while let Some(op) = self.blocks[from.index()].first_op {
            self.detach_op(op);
            self.append_op(to, op);
        }
    }

    /// Moves every op of `from` before `before`, in order.
    pub fn splice_block_ops_before(&mut self, from: Block, before: Op) {
        while let Some(op) = self.blocks[from.index()].first_op {
            self.detach_op(op);
            self.insert_op_before(before, op);
        }
    }

    /// Inserts `block` (detached) right after `after` in its region.
    pub fn insert_block_after(&mut self, after: Block, block: Block) {
        self.touch_block(after);
        self.touch_block(block);
        let (parent, next) = {
            let a = &self.blocks[after.index()];
            (a.parent, a.next)
        };
        {
            let b = &mut self.blocks[block.index()];
            b.parent = parent;
            b.prev = Some(after);
            b.next = next;
        }
        self.blocks[after.index()].next = Some(block);
        match next {
            Some(n) => self.blocks[n.index()].prev = Some(block),
            None => {
                if let Some(r) = parent {
                    self.regions[r.index()].last_block = Some(block);
                }
            }
        }
    }

    /// The previous block of the same region.
    #[inline]
    pub fn prev_block(&self, block: Block) -> Option<Block> {
        self.blocks[block.index()].prev
    }

    /// The last block of `region`.
    #[inline]
    pub fn last_block(&self, region: Region) -> Option<Block> {
        self.regions[region.index()].last_block
    }

    /// Operands of `op`.
    pub fn operands(&self, op: Op) -> impl ExactSizeIterator<Item = Value> + Clone + '_ {
        self.operand_store[self.ops[op.index()].operands.range()]
            .iter()
            .map(|o| o.value)
    }
    /// Operand `i` of `op`.
    #[inline]
    pub fn operand(&self, op: Op, i: usize) -> Value {
        self.operand_store[self.ops[op.index()].operands.range()][i].value
    }
    /// Number of operands of `op`.
    #[inline]
    pub fn num_operands(&self, op: Op) -> usize {
        self.ops[op.index()].operands.len as usize
    }
    /// Result `i` of `op`.
    #[inline]
    pub fn result(&self, op: Op, i: usize) -> Value {
        let o = &self.ops[op.index()];
        debug_assert!(i < o.num_results as usize);
        Value::from_index(o.first_result as usize + i)
    }
    /// Results of `op`.
    pub fn results(&self, op: Op) -> impl ExactSizeIterator<Item = Value> + Clone {
        let o = &self.ops[op.index()];
        (o.first_result..o.first_result + o.num_results).map(|i| Value::from_index(i as usize))
    }
    /// Number of results of `op`.
    #[inline]
    pub fn num_results(&self, op: Op) -> usize {
        self.ops[op.index()].num_results as usize
    }
    /// The block containing `op`.
    #[inline]
    pub fn op_parent(&self, op: Op) -> Option<Block> {
        self.ops[op.index()].parent
    }
    /// The next operation in the same block.
    #[inline]
    pub fn next_op(&self, op: Op) -> Option<Op> {
        self.ops[op.index()].next
    }
    /// The previous operation in the same block.
    #[inline]
    pub fn prev_op(&self, op: Op) -> Option<Op> {
        self.ops[op.index()].prev
    }
    /// The first operation of `block`.
    #[inline]
    pub fn first_op(&self, block: Block) -> Option<Op> {
        self.blocks[block.index()].first_op
    }
    /// The last operation of `block` (its terminator, when it has one).
    #[inline]
    pub fn last_op(&self, block: Block) -> Option<Op> {
        self.blocks[block.index()].last_op
    }
    /// Operations of `block` in order.
    pub fn block_ops(&self, block: Block) -> BlockOps<'_> {
        BlockOps {
            arena: self,
            cur: self.blocks[block.index()].first_op,
        }
    }
    /// Arguments of `block`.
    #[inline]
    pub fn block_args(&self, block: Block) -> &[Value] {
        &self.blocks[block.index()].args
    }
    /// The region containing `block`.
    #[inline]
    pub fn block_parent(&self, block: Block) -> Option<Region> {
        self.blocks[block.index()].parent
    }
    /// The next block of the same region.
    #[inline]
    pub fn next_block(&self, block: Block) -> Option<Block> {
        self.blocks[block.index()].next
    }
    /// The first (entry) block of `region`.
    #[inline]
    pub fn first_block(&self, region: Region) -> Option<Block> {
        self.regions[region.index()].first_block
    }
    /// Blocks of `region` in order.
    pub fn region_blocks(&self, region: Region) -> RegionBlocks<'_> {
        RegionBlocks {
            arena: self,
            cur: self.regions[region.index()].first_block,
        }
    }
    /// The operation owning `region`.
    #[inline]
    pub fn region_parent(&self, region: Region) -> Option<Op> {
        self.regions[region.index()].parent
    }
    /// The operation owning the region that contains `block`.
    pub fn block_parent_op(&self, block: Block) -> Option<Op> {
        self.block_parent(block).and_then(|r| self.region_parent(r))
    }
    /// The operation enclosing `op` (the owner of its block's region).
    pub fn parent_op(&self, op: Op) -> Option<Op> {
        self.op_parent(op).and_then(|b| self.block_parent_op(b))
    }
    /// The block whose argument or whose operation's result `v` is.
    pub fn value_block(&self, v: Value) -> Option<Block> {
        match self.values[v.index()].def {
            ValueDef::Result { op, .. } => self.op_parent(op),
            ValueDef::BlockArg { block, .. } => Some(block),
            ValueDef::Placeholder => None,
        }
    }
}

/// Iterator over the uses of a value.
pub struct Uses<'a> {
    arena: &'a IrArena,
    cur: Option<OperandRef>,
}

impl Iterator for Uses<'_> {
    type Item = OperandRef;
    fn next(&mut self) -> Option<OperandRef> {
        let r = self.cur?;
        self.cur = self.arena.operand_at(r).next;
        Some(r)
    }
}

/// Iterator over the operations of a block.
pub struct BlockOps<'a> {
    arena: &'a IrArena,
    cur: Option<Op>,
}

impl Iterator for BlockOps<'_> {
    type Item = Op;
    #[inline]
    fn next(&mut self) -> Option<Op> {
        let op = self.cur?;
        self.cur = self.arena.ops[op.index()].next;
        Some(op)
    }
}

/// Iterator over the blocks of a region.
pub struct RegionBlocks<'a> {
    arena: &'a IrArena,
    cur: Option<Block>,
}

/// Iterator over the uses of a block as a successor ([`IrArena::block_uses`]).
pub struct BlockUses<'a> {
    arena: &'a IrArena,
    cur: Option<SuccessorRef>,
}

impl Iterator for BlockUses<'_> {
    type Item = SuccessorRef;
    #[inline]
    fn next(&mut self) -> Option<SuccessorRef> {
        let r = self.cur?;
        self.cur = self.arena.ops[r.op.index()].successor_links[r.index as usize].1;
        Some(r)
    }
}

impl Iterator for RegionBlocks<'_> {
    type Item = Block;
    #[inline]
    fn next(&mut self) -> Option<Block> {
        let b = self.cur?;
        self.cur = self.arena.blocks[b.index()].next;
        Some(b)
    }
}

impl Context {
    /// Creates a detached operation, resolving its registration from the name.
    pub fn create_op(&mut self, state: OperationState) -> Op {
        let info = self.registry.lookup(state.name);
        let op = self.ir.create_op(state);
        self.ir.op_mut(op).info = info;
        self.populate_default_properties(op);
        op
    }

    /// Gives a newly created registered op one property slot per inherent attribute (states
    /// built slot by slot may hold fewer), then runs MLIR's `populateDefaultProperties`: the
    /// default-valued properties that lack a value get their default
    /// ([`OpInfo::populate_defaults`]).
    ///
    /// [`OpInfo::populate_defaults`]: crate::ir::registry::OpInfo::populate_defaults
    #[inline]
    fn populate_default_properties(&mut self, op: Op) {
        let Some(info) = self.ir.op(op).info else {
            return;
        };
        let def = self.registry.op(info);
        let n = def.property_names.len();
        let populate = def.populate_defaults;
        let short = matches!(&self.ir.op(op).props, Properties::Slots(s) if s.len() < n);
        if populate.is_none() && !short {
            return;
        }
        let mut slots = match std::mem::take(&mut self.ir.op_mut(op).props) {
            Properties::Slots(s) if s.len() == n => s,
            Properties::Slots(s) if s.len() < n => {
                let mut v = s.into_vec();
                v.resize(n, None);
                v.into_boxed_slice()
            }
            _ => vec![None; n].into_boxed_slice(),
        };
        if let Some(populate) = populate {
            populate(self, &mut slots);
        }
        self.ir.op_mut(op).props = Properties::Slots(slots);
    }
}

/// What a clone maps: original values and blocks to their copies (MLIR's `IRMapping`).
/// Entries present before cloning redirect the copies' operands and successors; a block
/// argument already mapped is not copied (the copy's uses get the mapped value instead).
#[derive(Default, Debug, Clone)]
pub struct CloneMap {
    /// values: original to copy (or to a replacement given beforehand)
    pub values: crate::ir::context::FxHashMap<Value, Value>,
    /// blocks: original to copy
    pub blocks: crate::ir::context::FxHashMap<Block, Block>,
}

impl CloneMap {
    /// The value `v` maps to, or `v` itself (MLIR's `lookupOrDefault`).
    pub fn value(&self, v: Value) -> Value {
        self.values.get(&v).copied().unwrap_or(v)
    }
}

impl IrArena {
    /// A detached copy of `op` without operands, with empty copies of its regions; its
    /// results are recorded in `map`.
    fn clone_shell(&mut self, op: Op, map: &mut CloneMap) -> Op {
        let d = &self.ops[op.index()];
        let (name, loc, attrs, info) = (d.name, d.loc, d.attrs, d.info);
        let props = d.props.clone();
        let successors: Vec<Block> = d
            .successors
            .iter()
            .map(|b| map.blocks.get(b).copied().unwrap_or(*b))
            .collect();
        let nregions = d.regions.len();
        let result_types: Vec<Type> = self.results(op).map(|r| self.value_type(r)).collect();
        let regions: Vec<Region> = (0..nregions).map(|_| self.create_region()).collect();
        let mut st = OperationState {
            name,
            loc,
            operands: Vec::new(),
            result_types,
            successors,
            regions,
            attrs,
            props,
        };
        let new = self.create_op_reusing(&mut st);
        self.ops[new.index()].info = info;
        for (a, b) in self.results(op).zip(self.results(new)).collect::<Vec<_>>() {
            map.values.insert(a, b);
        }
        new
    }

    /// Copies the blocks of `src` to the end of `dest` (arguments already in `map` are not
    /// copied), with shells of their ops; returns the (original, copy) op pairs.
    fn clone_blocks(&mut self, src: Region, dest: Region, map: &mut CloneMap) -> Vec<(Op, Op)> {
        let blocks: Vec<Block> = self.region_blocks(src).collect();
        let mut copies = Vec::with_capacity(blocks.len());
        for &b in &blocks {
            let nb = self.create_block();
            for a in self.block_args(b).to_vec() {
                if map.values.contains_key(&a) {
                    continue;
                }
                let (t, l) = (self.value_type(a), self.values[a.index()].loc);
                let na = self.add_block_arg(nb, t, l);
                map.values.insert(a, na);
            }
            map.blocks.insert(b, nb);
            self.append_block(dest, nb);
            copies.push(nb);
        }
        let mut pairs = Vec::new();
        for (&b, &nb) in blocks.iter().zip(&copies) {
            for o in self.block_ops(b).collect::<Vec<_>>() {
                let n = self.clone_shell(o, map);
                self.append_op(nb, n);
                pairs.push((o, n));
            }
        }
        pairs
    }

    /// Copies the regions of the ops in `pending` (pairs of original and shell) and then the
    /// operands of every copy, in pre-order (as MLIR's `Region::cloneInto`). Returns the
    /// copies in pre-order.
    fn clone_finish(&mut self, pending: Vec<(Op, Op)>, map: &mut CloneMap) -> Vec<Op> {
        let mut order: Vec<(Op, Op)> = Vec::new();
        let mut stack: Vec<(Op, Op)> = pending.into_iter().rev().collect();
        while let Some((o, n)) = stack.pop() {
            order.push((o, n));
            let pairs: Vec<(Region, Region)> = self.ops[o.index()]
                .regions
                .iter()
                .copied()
                .zip(self.ops[n.index()].regions.iter().copied())
                .collect();
            let mut children = Vec::new();
            for (r, nr) in pairs {
                children.extend(self.clone_blocks(r, nr, map));
            }
            stack.extend(children.into_iter().rev());
        }
        let mut out = Vec::with_capacity(order.len());
        for (o, n) in order {
            let operands: Vec<Value> = self.operands(o).map(|v| map.value(v)).collect();
            self.reserve_operands(n, operands.len() as u32);
            for v in operands {
                self.push_operand(n, v);
            }
            out.push(n);
        }
        out
    }

    /// A detached deep copy of `op` (MLIR's `Operation::clone`): operands and successors
    /// are looked up in `map` (kept when absent); the copy's results, nested values and
    /// blocks are recorded there. Returns the copy and the ops nested in it, in pre-order.
    pub fn clone_op(&mut self, op: Op, map: &mut CloneMap) -> (Op, Vec<Op>) {
        let new = self.clone_shell(op, map);
        let mut all = self.clone_finish(vec![(op, new)], map);
        all.remove(0);
        (new, all)
    }

    /// Copies the blocks of `src` to the end of `dest` (MLIR's `Region::cloneInto`; block
    /// arguments already in `map` are not copied). Returns the new blocks' ops in pre-order.
    pub fn clone_region_into(&mut self, src: Region, dest: Region, map: &mut CloneMap) -> Vec<Op> {
        let pairs = self.clone_blocks(src, dest, map);
        self.clone_finish(pairs, map)
    }
}

impl IrArena {
    /// Number of values ever created (the bound of [`Value::index`]).
    pub fn num_values(&self) -> usize {
        self.values.len()
    }
    /// Number of blocks ever created (the bound of [`Block::index`]).
    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }
}

impl IrArena {
    /// Reserves room for `ops` more operations and `values` more values (parsers size the
    /// arenas from the input length to avoid regrowing them).
    pub fn reserve(&mut self, ops: usize, values: usize) {
        self.ops.reserve(ops);
        self.values.reserve(values);
    }

    /// Sets the location of a value (block arguments carry their own location).
    pub fn set_value_loc(&mut self, v: Value, loc: Location) {
        self.touch_value(v);
        self.values[v.index()].loc = loc;
    }

    /// Creates a detached operation from `state` like [`IrArena::create_op`], but leaves `state`
    /// empty and reusable (its vectors keep their capacity), so parsers avoid per-op allocation.
    pub fn create_op_reusing(&mut self, state: &mut OperationState) -> Op {
        let op = Op::from_index(self.ops.len());
        self.removable
            .push(std::sync::atomic::AtomicU8::new(REMOVABLE_UNKNOWN));
        let first_result = self.values.len() as u32;
        for (i, &ty) in state.result_types.iter().enumerate() {
            self.new_value(
                ty,
                ValueDef::Result {
                    op,
                    index: i as u32,
                },
                state.loc,
            );
        }
        for &r in &state.regions {
            // taking over an existing region edits it
            self.touch_region(r);
            self.regions[r.index()].parent = Some(op);
        }
        self.ops.push(OperationData {
            name: state.name,
            info: None,
            loc: state.loc,
            operands: OperandSpan::default(),
            first_result,
            num_results: state.result_types.len() as u32,
            successors: state.successors.as_slice().into(),
            successor_links: vec![(None, None); state.successors.len()].into_boxed_slice(),
            regions: state.regions.as_slice().into(),
            attrs: state.attrs,
            props: std::mem::take(&mut state.props),
            parent: None,
            prev: None,
            next: None,
        });
        // the operands go to the end of the store, exactly as many slots as they need
        let start = self.operand_store.len();
        self.operand_store
            .extend(state.operands.iter().map(|&value| Operand {
                value,
                prev: None,
                next: None,
            }));
        let n = state.operands.len() as u32;
        self.ops[op.index()].operands = OperandSpan {
            start: start as u32,
            len: n,
            cap: n,
        };
        for (index, &value) in (0..n).zip(&state.operands) {
            self.link_use(OperandRef { op, index }, value);
        }
        for (i, &b) in state.successors.iter().enumerate() {
            self.link_block_use(
                SuccessorRef {
                    op,
                    index: i as u32,
                },
                b,
            );
        }
        state.operands.clear();
        state.result_types.clear();
        state.successors.clear();
        state.regions.clear();
        op
    }
}

impl Context {
    /// [`IrArena::create_op_reusing`] plus the registration lookup [`Context::create_op`] does.
    pub fn create_op_reusing(&mut self, state: &mut OperationState) -> Op {
        let info = self.registry.lookup(state.name);
        let op = self.ir.create_op_reusing(state);
        self.ir.op_mut(op).info = info;
        self.populate_default_properties(op);
        op
    }
}
