mod d {
    ods_macros::include_ods!("memory-effects-with-pure.ods");
}

fn main() {}
