variable "zone" {
  default = 1 2
}

variable "port" {
  type = object({a = number})
  default = [ 1 + 2 ? ( ]
}
