#[ods_macros::dialect]
mod d {
    #[pass("p")]
    pub struct P {
        #[option("depth", "How deep", default = "ten")]
        depth: i64,
    }
}

fn main() {}
