mod d {
    ods_macros::include_ods!("vov-missing-segment-attr.ods");
}

fn main() {}
