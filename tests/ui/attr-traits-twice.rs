#[ods_macros::dialect]
mod d {
    #[op("a", traits = [Pure], traits = [Commutative])]
    pub struct AOp;
}

fn main() {}
