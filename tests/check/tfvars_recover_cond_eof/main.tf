variable "zz" {}
variable "rules" {}
