mod d {
    ods_macros::include_ods!("vov-segment-attr-constant.ods");
}

fn main() {}
