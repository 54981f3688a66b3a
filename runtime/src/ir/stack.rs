//! A growable call stack for code that follows the input's nesting: the text parser (regions,
//! types, attributes, locations, dialect symbols) and the printer of types and attributes.
//!
//! Recursion there is the natural shape (generated custom parsers call back into the runtime's
//! region parser, dialect definitions' parsers and printers are user code), so instead of a
//! fixed depth limit the stack grows in segments on the heap when it runs low, as rustc does
//! with the `stacker` crate. A [`DeepStack`] keeps the address below which the current stack
//! has less than [`RED_ZONE`] bytes left and the address it was measured at, so the check at a
//! nesting point is two comparisons. A stack pointer outside that range (the stack is low, or
//! the work moved to another thread, as the driver's printing does) takes the slow path, which
//! measures again and only then grows. The segments in use are bounded ([`MAX_SEGMENTS`] of
//! [`SEGMENT`] bytes, [`MAX_STACK_BYTES`] in all): past that, parsing stops with a located error
//! ([`too_deep_message`]); printing has no bound of its own.

/// Stack left below which a nesting point continues on a new segment: more than any stretch of
/// code between two nesting points uses, debug builds and generated parsers included.
pub const RED_ZONE: usize = 256 * 1024;

/// Size of each new stack segment.
pub const SEGMENT: usize = 8 * 1024 * 1024;

/// The most segments in use at once (the memory bound on nesting).
pub const MAX_SEGMENTS: u32 = 128;

/// The most stack the segments take in all: 1 GiB, about a million levels of nested regions
/// in a release build.
pub const MAX_STACK_BYTES: usize = SEGMENT * MAX_SEGMENTS as usize;

/// How far above the measuring frame a stack pointer still counts as the same stack (the
/// callers of the measuring code are a little shallower).
const ORIGIN_SLACK: usize = 1024 * 1024;

/// The error text when nesting needs more than [`MAX_STACK_BYTES`] of stack.
pub fn too_deep_message() -> String {
    format!(
        "nesting is too deep: it needs more than {} MiB of stack",
        MAX_STACK_BYTES >> 20
    )
}

/// Runs `f`, on a new stack segment when less than [`RED_ZONE`] is left on the current one:
/// for recursive walks over values whose depth the input decides (affine expressions) where no
/// [`DeepStack`] budget is at hand. The depth is bounded by the memory of the value walked.
#[inline]
pub fn with_room<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(RED_ZONE, SEGMENT, f)
}

/// The stack budget of one parse or print.
#[derive(Debug)]
pub struct DeepStack {
    /// address below which less than [`RED_ZONE`] is left on the measured stack (0 when the
    /// platform does not say: then the stack never grows)
    floor: usize,
    /// a little above the address the floor was measured at: a stack pointer above it is on
    /// another stack
    origin: usize,
    /// segments in use
    segments: u32,
    /// the most segments allowed at once
    max_segments: u32,
}

impl Default for DeepStack {
    fn default() -> Self {
        Self::new()
    }
}

/// An address in the caller's stack frame.
#[inline(always)]
fn stack_address() -> usize {
    let marker = 0u8;
    std::hint::black_box(std::ptr::addr_of!(marker)) as usize
}

/// The floor and origin of the stack the caller runs on, and whether it has room.
#[inline(never)]
fn measure_here() -> (usize, usize, bool) {
    let here = stack_address();
    match stacker::remaining_stack() {
        Some(left) => (
            here.saturating_sub(left).saturating_add(RED_ZONE),
            here.saturating_add(ORIGIN_SLACK),
            left >= RED_ZONE,
        ),
        None => (0, usize::MAX, true),
    }
}

impl DeepStack {
    /// The budget, measured on the current thread's stack.
    pub fn new() -> Self {
        let (floor, origin, _) = measure_here();
        DeepStack {
            floor,
            origin,
            segments: 0,
            max_segments: MAX_SEGMENTS,
        }
    }

    /// A budget without a bound on the segments (for printing, whose depth the parser or the
    /// program already bounded).
    pub fn unbounded() -> Self {
        DeepStack {
            max_segments: u32::MAX,
            ..Self::new()
        }
    }

    /// True when the stack is the one measured and more than [`RED_ZONE`] bytes are left.
    #[inline(always)]
    pub fn has_room(&self) -> bool {
        let here = stack_address();
        here >= self.floor && here <= self.origin
    }

    /// The slow path when [`DeepStack::has_room`] says no: runs `f(state)`, where
    /// `stack(state)` is this budget (it lives inside the state `f` works on). On a stack with
    /// room (another thread's) the budget is measured again and `f` runs at once; else `f` runs
    /// on a new stack segment, or `None` comes back when the budget is spent.
    #[cold]
    #[inline(never)]
    pub fn grow<S, R>(
        state: &mut S,
        stack: fn(&mut S) -> &mut DeepStack,
        f: impl FnOnce(&mut S) -> R,
    ) -> Option<R> {
        let budget = stack(state);
        let (floor, origin, room) = measure_here();
        if room {
            (budget.floor, budget.origin) = (floor, origin);
            return Some(f(state));
        }
        if budget.segments >= budget.max_segments {
            return None;
        }
        budget.segments += 1;
        let saved = (budget.floor, budget.origin);
        let r = stacker::grow(SEGMENT, || {
            let (floor, origin, _) = measure_here();
            let budget = stack(state);
            (budget.floor, budget.origin) = (floor, origin);
            f(state)
        });
        let budget = stack(state);
        (budget.floor, budget.origin) = saved;
        budget.segments -= 1;
        Some(r)
    }
}

#[cfg(test)]
mod tests {
    use super::DeepStack;

    struct Deep {
        stack: DeepStack,
        max_segments: u32,
    }

    /// Recurses `n` levels with a large frame, growing the stack as needed.
    fn down(d: &mut Deep, n: u32) -> Option<u32> {
        let frame = std::hint::black_box([n as u8; 4096]);
        if n == 0 {
            return Some(u32::from(frame[0]));
        }
        d.max_segments = d.max_segments.max(d.stack.segments);
        if d.stack.has_room() {
            down(d, n - 1)
        } else {
            DeepStack::grow(d, |d| &mut d.stack, |d| down(d, n - 1))?
        }
    }

    #[test]
    fn grows_past_the_thread_stack_and_stops_at_the_bound() {
        // 4 KiB frames: 20,000 levels need about 80 MiB, far past a test thread's stack
        let mut d = Deep {
            stack: DeepStack::new(),
            max_segments: 0,
        };
        assert_eq!(down(&mut d, 20_000), Some(0));
        assert!(d.max_segments > 4, "{}", d.max_segments);
        assert_eq!(d.stack.segments, 0);
        // with a budget of 3 segments (24 MiB), 20,000 levels stop cleanly
        d.stack.max_segments = 3;
        assert_eq!(down(&mut d, 20_000), None);
        assert_eq!(d.stack.segments, 0);
        assert_eq!(down(&mut d, 100), Some(0));
        // measured on one thread, used on another (the driver prepares printing on a helper
        // thread): the budget measures the new stack and still grows there
        d.stack.max_segments = super::MAX_SEGMENTS;
        let got = std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(move || down(&mut d, 20_000))
            .unwrap()
            .join()
            .unwrap();
        assert_eq!(got, Some(0));
    }
}
