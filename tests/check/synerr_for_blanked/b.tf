variable "port" {
  default = 1 2
}

variable "rules" {
  default = { for v in x : v => ( 1 ? ) } .
}
