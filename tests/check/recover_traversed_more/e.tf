variable "e" {
  type = object({label = object({opts = string})})
  default = {
label = {
meta = (
enabled = true
}
}
}

variable "e2" {
  type = any
  default = - 1 * { ( 2 , - 3 )
}
