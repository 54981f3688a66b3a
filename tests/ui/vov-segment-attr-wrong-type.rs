mod d {
    ods_macros::include_ods!("vov-segment-attr-wrong-type.ods");
}

fn main() {}
