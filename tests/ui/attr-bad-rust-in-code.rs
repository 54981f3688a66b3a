#[ods_macros::dialect]
mod d {
    #[op("a", traits = [PredOpTrait<"x is fine", { $x == }>])]
    pub struct AOp {
        #[operand]
        x: I32,
    }
}

fn main() {}
