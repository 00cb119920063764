variable "tags" {
  type = object({ports = optional(tuple([list(string)]), null)})
  default = [ 1 , [ 2 , [ 3 ] - ] ] [
}
