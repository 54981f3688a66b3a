mod d {
    ods_macros::include_ods!("format-optional-two-anchors.ods");
}

fn main() {}
