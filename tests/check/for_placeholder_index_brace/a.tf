variable "zone" {
  default = 1 2
}

variable "tags" {
  default = [ for } ] [
}

variable "rules" {
  type = tuple([])
}
