variable "e" {
  type = map(list(any))
  default = {
meta = [ ]
} ?
}

variable "e2" {
  type    = number
  default = true
}
