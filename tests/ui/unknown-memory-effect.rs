mod d {
    ods_macros::include_ods!("unknown-memory-effect.ods");
}

fn main() {}
