mod d {
    ods_macros::include_ods!("result-needs-type-constraint.ods");
}

fn main() {}
