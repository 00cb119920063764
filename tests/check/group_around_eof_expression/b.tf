variable "tags2" {
  type = set(string)
  default = - 1 * ( 2 3 )
}

variable "cfg2" {
  type = object({opts = list(list(any)), meta = optional(bool), ports = number})
  default = ( {
opts = [ true ? , [ ] ]
meta = "true"
ports = 1000
extra = {
meta = 1000
opts = true
}
}
}
