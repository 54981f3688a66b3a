#[ods_macros::dialect]
mod d {
    #[pass("p", statistics = [num_ops("num-ops", "Ops seen"), num_ops("num-visited", "Ops visited")])]
    pub struct P;
}

fn main() {}
