mod d {
    ods_macros::include_ods!("two-variadics-no-segments.ods");
}

fn main() {}
