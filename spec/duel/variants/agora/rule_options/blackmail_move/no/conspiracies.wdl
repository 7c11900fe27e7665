# The rule option blackmail_move = no (ruling agora.blackmail_move): Blackmail as one rules reference
# reads it, with no cube move after the coins.

conspiracy "Blackmail" {
  when triggered:
    take half of opponent coins
}
